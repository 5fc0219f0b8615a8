import '@mantine/core/styles/List.css';
import { List, Text } from '@mantine/core';
import { ORG_ADMIN_UID, type TAdminOrgRequest } from '@putt/contract/admin/org-requests';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/confirm-dialog';

type Props = {
  opened: boolean;
  request: TAdminOrgRequest;
  onClose: () => void;
  /** rejects with the server's error, which the dialog shows */
  onConfirm: () => Promise<unknown>;
};

/** Says everything an approval does before staff commit to it; a refusal stays in the dialog. */
export function ApproveDialog({ request, ...props }: Props) {
  const { t } = useTranslation('admin_org-requests');
  return (
    <ConfirmDialog title={t('approve.title')} confirmLabel={t('approve.confirm')} {...props}>
      <Text fz="sm">{t('approve.intro')}</Text>
      <List fz="sm" spacing={4}>
        <List.Item>{t('approve.createOrganisation', { name: request.name, orgId: request.uid })}</List.Item>
        <List.Item>{t('approve.createAdmin', { adminUid: ORG_ADMIN_UID })}</List.Item>
        <List.Item>{t('approve.sendMail', { email: request.email })}</List.Item>
      </List>
    </ConfirmDialog>
  );
}
