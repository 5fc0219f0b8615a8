import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { CounsellingStatus } from '@putt/contract/counselling';
import { useTranslation } from 'react-i18next';

/** White text on each colour at 4.5:1 or more (the colour is never the only sign: the word is there). */
const colour: Record<CounsellingStatus, string> = {
  waiting: 'gray.7',
  booked: 'indigo.8',
  done: 'teal.9',
  noShow: 'red.9',
};

/** A session's status for the customer, as a word on its colour. */
export function CounsellingStatusBadge({ status }: { status: CounsellingStatus }) {
  const { t } = useTranslation('counselling');
  return (
    <Badge color={colour[status]} variant="filled" size="lg" tt="none" radius="sm" miw="max-content">
      {t(`status.${status}`)}
    </Badge>
  );
}
