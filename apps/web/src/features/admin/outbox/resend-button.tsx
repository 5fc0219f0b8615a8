import type { TAdminMailRow } from '@putt/contract/admin/outbox';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '../api/admin-api';
import { ActionButton } from '../ui/action-button';

/** Queues a mail of any status to be sent again; the list shows its new status. */
export function ResendButton({ mail }: { mail: TAdminMailRow }) {
  const { t } = useTranslation('admin_outbox');
  const resend = useAdminMutation('adminResendMail', ['adminListMails', 'adminGetMail']);
  return (
    <ActionButton
      size="xs"
      variant="light"
      aria-label={t('resendOf', { to: mail.to })}
      action={() => resend.mutateAsync({ id: mail.id })}
      done={t('resent')}
    >
      {t('resend')}
    </ActionButton>
  );
}
