import type { CounsellingStatus } from '@putt/contract/counselling';
import { useTranslation } from 'react-i18next';
import { tones } from '../../../ui/status/tones';
import { WordBadge } from '../../../ui/status/word-badge';

/** A counselling session's status for staff, in words on its colour. */
export function CounsellingStatusBadge({ status }: { status: CounsellingStatus }) {
  const { t } = useTranslation('admin_counselling');
  return <WordBadge color={tones.counselling[status]}>{t(`status.${status}`)}</WordBadge>;
}
