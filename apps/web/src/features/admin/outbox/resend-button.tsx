import { Button } from '@mantine/core';
import type { TAdminMailRow } from '@putt/contract/admin/outbox';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/error-message';
import { toast } from '../../../ui/toast';
import { useAdminMutation } from '../api/admin-api';

/** Queues a mail of any status to be sent again; the list shows its new status. */
export function ResendButton({ mail }: { mail: TAdminMailRow }) {
  const { t } = useTranslation(['admin_outbox', 'admin']);
  const resend = useAdminMutation('adminResendMail', ['adminListMails', 'adminGetMail']);
  const run = async () => {
    try {
      await resend.mutateAsync({ id: mail.id });
      toast.success(t('resent'));
    } catch (error) {
      toast.error(failureText(error, t, 'admin:actionFailed'));
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      loading={resend.isPending}
      aria-label={t('resendOf', { to: mail.to })}
      onClick={() => void run()}
    >
      {t('resend')}
    </Button>
  );
}
