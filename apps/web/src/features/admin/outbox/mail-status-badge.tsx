import { Badge } from '@mantine/core';
import type { MailStatus } from '@putt/contract/admin/outbox';
import { useTranslation } from 'react-i18next';

const colors: Record<MailStatus, string> = { queued: 'yellow', sent: 'teal', failed: 'red' };

/** A mail's status in words (the colour only repeats it). */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { t } = useTranslation('admin_outbox');
  return (
    // dark text on the light tint: the tint's own shade fails contrast on small bold text
    <Badge variant="light" color={colors[status]} c="dark.8">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
