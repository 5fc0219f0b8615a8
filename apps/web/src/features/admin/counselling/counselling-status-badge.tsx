import type { CounsellingStatus } from '@putt/contract/counselling';
import { useTranslation } from 'react-i18next';
import { WordBadge } from '../../../ui/status/word-badge';

const colour: Record<CounsellingStatus, string> = {
  waiting: 'orange',
  booked: 'blue',
  done: 'green',
  noShow: 'gray',
};

/** A session's status as text in a coloured badge (the colour is never the only sign). */
export function CounsellingStatusBadge({ status }: { status: CounsellingStatus }) {
  const { t } = useTranslation('admin_counselling');
  return <WordBadge color={colour[status]}>{t(`status.${status}`)}</WordBadge>;
}
