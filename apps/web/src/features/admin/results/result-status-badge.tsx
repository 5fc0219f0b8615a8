import type { ResultStatus } from '@putt/contract/results';
import { useTranslation } from 'react-i18next';
import { tones } from '../../../ui/status/tones';
import { WordBadge } from '../../../ui/status/word-badge';

/** A result's review status, in words on its colour. */
export function ResultStatusBadge({ status }: { status: ResultStatus }) {
  const { t } = useTranslation('admin_results');
  return <WordBadge color={tones.result[status]}>{t(`status.${status}`)}</WordBadge>;
}
