import type { MailStatus } from '@putt/contract/admin/outbox';
import { useTranslation } from 'react-i18next';
import { tones } from '../../../ui/status/tones';
import { WordBadge } from '../../../ui/status/word-badge';

/** A mail's status, in words on its colour. */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { t } = useTranslation('admin_outbox');
  return <WordBadge color={tones.mail[status]}>{t(`statuses.${status}`)}</WordBadge>;
}
