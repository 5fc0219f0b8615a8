import type { OrgRequestStatus } from '@putt/contract/admin/org-requests';
import { useTranslation } from 'react-i18next';
import { tones } from '../../../ui/status/tones';
import { WordBadge } from '../../../ui/status/word-badge';

/** A registration request's status, in words on its colour. */
export function OrgRequestStatusBadge({ status }: { status: OrgRequestStatus }) {
  const { t } = useTranslation('admin_org-requests');
  return <WordBadge color={tones.orgRequest[status]}>{t(`statuses.${status}`)}</WordBadge>;
}
