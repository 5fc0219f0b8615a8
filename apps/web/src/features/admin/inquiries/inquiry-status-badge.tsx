import type { InquiryStatus } from '@putt/contract/admin/inquiries';
import { useTranslation } from 'react-i18next';
import { tones } from '../../../ui/status/tones';
import { WordBadge } from '../../../ui/status/word-badge';

/** An inquiry's status, in words on its colour. */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  const { t } = useTranslation('admin_inquiries');
  return <WordBadge color={tones.inquiry[status]}>{t(`statuses.${status}`)}</WordBadge>;
}
