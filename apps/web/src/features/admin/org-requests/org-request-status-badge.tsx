import { Badge } from '@mantine/core';
import type { OrgRequestStatus } from '@putt/contract/admin/org-requests';
import { useTranslation } from 'react-i18next';

const colors: Record<OrgRequestStatus, string> = { pending: 'orange', approved: 'teal', rejected: 'gray' };

/** A registration request's status in words (the colour only repeats it). */
export function OrgRequestStatusBadge({ status }: { status: OrgRequestStatus }) {
  const { t } = useTranslation('admin_org-requests');
  return (
    // dark text on the light tint: the tint's own shade fails contrast on small bold text
    <Badge variant="light" color={colors[status]} c="dark.8" style={{ textTransform: 'none' }}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
