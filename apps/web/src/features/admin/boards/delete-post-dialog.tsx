import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/error-message';
import { Dialog } from '../../../ui/dialog';
import { useAdminMutation } from '../api/admin-api';

type Props = { sk: string; title: string; onClose: () => void; onDeleted: () => void };

/** Asks before deleting a post; a failure is shown in the dialog, which stays open. */
export function DeletePostDialog({ sk, title, onClose, onDeleted }: Props) {
  const { t } = useTranslation(['admin_boards', 'admin']);
  const mutation = useAdminMutation('adminDeletePost', ['adminListPosts']);
  const [failure, setFailure] = useState<string>();

  const confirm = async () => {
    setFailure(undefined);
    try {
      await mutation.mutateAsync({ sk });
      onDeleted();
    } catch (error) {
      setFailure(failureText(error, t, 'admin_boards:deleteDialog.failed'));
    }
  };

  return (
    <Dialog opened onClose={onClose} title={t('deleteDialog.title')}>
      <Stack gap="sm">
        <Text fz="sm">{t('deleteDialog.message', { title })}</Text>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('admin:cancel')}
          </Button>
          <Button color="red.8" loading={mutation.isPending} onClick={() => void confirm()}>
            {t('deleteDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
