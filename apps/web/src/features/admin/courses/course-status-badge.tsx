import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { CohortStatus, EnrolmentStatus } from '@putt/contract/expert-courses';
import { useTranslation } from 'react-i18next';

const cohortColour: Record<CohortStatus, string> = { open: 'blue', running: 'teal', finished: 'gray' };
const enrolmentColour: Record<EnrolmentStatus, string> = {
  applied: 'orange',
  confirmed: 'blue',
  refused: 'red',
  canceled: 'dark',
  completed: 'green',
  notCompleted: 'gray',
};

/** A cohort's status as text in a coloured badge (the colour is never the only sign). */
export function CohortStatusBadge({ status }: { status: CohortStatus }) {
  const { t } = useTranslation('admin_courses');
  return (
    // dark text on the light tint: the tint's own shade fails contrast on small bold text
    <Badge variant="light" color={cohortColour[status]} c="dark.8" style={{ textTransform: 'none' }}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** An application's status as text in a coloured badge. */
export function EnrolmentStatusBadge({ status }: { status: EnrolmentStatus }) {
  const { t } = useTranslation('admin_courses');
  return (
    <Badge variant="light" color={enrolmentColour[status]} c="dark.8" style={{ textTransform: 'none' }}>
      {t(`enrolmentStatus.${status}`)}
    </Badge>
  );
}
