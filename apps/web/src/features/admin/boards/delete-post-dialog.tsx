import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '../api/admin-api';
import { ConfirmDialog } from '../ui/confirm-dialog';

type Props = { sk: string; title: string; onClose: () => void; onDeleted: () => void };

/** Asks before deleting a post; a failure is shown in the dialog, which stays open. */
export function DeletePostDialog({ sk, title, onClose, onDeleted }: Props) {
  const { t } = useTranslation('admin_boards');
  const mutation = useAdminMutation('adminDeletePost', ['adminListPosts']);
  return (
    <ConfirmDialog
      opened
      title={t('deleteDialog.title')}
      confirmLabel={t('deleteDialog.confirm')}
      danger
      onClose={onClose}
      onConfirm={async () => {
        await mutation.mutateAsync({ sk });
        onDeleted();
      }}
    >
      <Text fz="sm">{t('deleteDialog.message', { title })}</Text>
    </ConfirmDialog>
  );
}
