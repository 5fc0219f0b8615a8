import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { ORG_ADMIN_UID, type TAdminOrgRequest } from '@putt/contract/admin/org-requests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/error-message';

type Props = {
  opened: boolean;
  request: TAdminOrgRequest;
  onClose: () => void;
  /** rejects with the server's error, which the dialog shows */
  onConfirm: () => Promise<unknown>;
};

/** Says everything an approval does before staff commit to it; a refusal stays in the dialog. */
export function ApproveDialog({ opened, request, onClose, onConfirm }: Props) {
  const { t } = useTranslation(['admin_org-requests', 'admin']);
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
    <Modal opened={opened} onClose={onClose} title={t('approve.title')} centered>
      <Stack gap="sm">
        <Text fz="sm">{t('approve.intro')}</Text>
        <List fz="sm" spacing={4}>
          <List.Item>{t('approve.createOrganisation', { name: request.name, orgId: request.uid })}</List.Item>
          <List.Item>{t('approve.createAdmin', { adminUid: ORG_ADMIN_UID })}</List.Item>
          <List.Item>{t('approve.sendMail', { email: request.email })}</List.Item>
        </List>
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
            {t('approve.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
