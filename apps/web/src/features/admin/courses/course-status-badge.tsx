import type { CohortStatus, EnrolmentStatus } from '@putt/contract/expert-courses';
import { useTranslation } from 'react-i18next';
import { WordBadge } from '../../../ui/status/word-badge';

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
  return <WordBadge color={cohortColour[status]}>{t(`status.${status}`)}</WordBadge>;
}

/** An application's status as text in a coloured badge. */
export function EnrolmentStatusBadge({ status }: { status: EnrolmentStatus }) {
  const { t } = useTranslation('admin_courses');
  return <WordBadge color={enrolmentColour[status]}>{t(`enrolmentStatus.${status}`)}</WordBadge>;
}
