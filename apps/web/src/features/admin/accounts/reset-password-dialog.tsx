import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/error-message';

type Props = {
  opened: boolean;
  uid: string;
  email: string;
  onClose: () => void;
  /** rejects with the server's error, which the dialog shows */
  onConfirm: () => Promise<unknown>;
};

/** Says what a password reset does (the member is e-mailed, signed out) before staff commit to it. */
export function ResetPasswordDialog({ opened, uid, email, onClose, onConfirm }: Props) {
  const { t } = useTranslation(['admin_accounts', 'admin']);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setFailure(failureText(error, t, 'admin:actionFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('actions.resetTitle')} centered>
      <Stack gap="sm">
        <Text fz="sm">{t('actions.resetDescription', { uid, email })}</Text>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('admin:cancel')}
          </Button>
          <Button loading={busy} onClick={() => void confirm()}>
            {t('actions.resetConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
