import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/confirm-dialog';

type Props = {
  opened: boolean;
  uid: string;
  email: string;
  onClose: () => void;
  /** rejects with the server's error, which the dialog shows */
  onConfirm: () => Promise<unknown>;
};

/** Says what a password reset does (the member is e-mailed, signed out) before staff commit to it. */
export function ResetPasswordDialog({ uid, email, ...props }: Props) {
  const { t } = useTranslation('admin_accounts');
  return (
    <ConfirmDialog title={t('actions.resetTitle')} confirmLabel={t('actions.resetConfirm')} {...props}>
      <Text fz="sm">{t('actions.resetDescription', { uid, email })}</Text>
    </ConfirmDialog>
  );
}
