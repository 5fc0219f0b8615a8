import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { EnrolmentStatus } from '@putt/contract/expert-courses';
import { useTranslation } from 'react-i18next';

/** White text on each colour at 4.5:1 or more (the colour is never the only sign: the word is there). */
const colour: Record<EnrolmentStatus, string> = {
  applied: 'gray.7',
  confirmed: 'indigo.8',
  refused: 'red.9',
  canceled: 'dark.6',
  completed: 'teal.9',
  notCompleted: 'grape.8',
};

/** An application's status for the member, as a word on its colour. */
export function EnrolmentStatusBadge({ status }: { status: EnrolmentStatus }) {
  const { t } = useTranslation('expert');
  return (
    <Badge color={colour[status]} variant="filled" size="lg" tt="none" radius="sm" miw="max-content">
      {t(`status.${status}`)}
    </Badge>
  );
}
