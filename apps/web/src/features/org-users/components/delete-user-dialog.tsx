import { Button, Group, Stack, Text } from '@mantine/core';
import type { TOrgUser } from '@putt/contract/org-users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import { Dialog } from '../../../ui/dialog';
import { toast } from '../../../ui/toast';
import { useDeleteOrgUser } from '../api/org-users';

type Props = {
  orgId: string;
  /** the user to delete; null keeps the dialog closed */
  user: TOrgUser | null;
  onClose: () => void;
};

/** Asks the admin to confirm, then deletes the user (decision 015: what deleting does). */
export function DeleteUserDialog({ orgId, user, onClose }: Props) {
  const { t } = useTranslation('org-users');
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);
  const remove = useDeleteOrgUser();

  const confirm = async () => {
    if (!user) return;
    try {
      await remove.mutateAsync({ orgId, uid: user.uid });
      toast.success(t('delete.done'));
      onClose();
    } catch (error) {
      // the server's reason (an admin, oneself, already gone), else the spec-like failure text
      toast.error(errorMessage(error, t, 'org-users:delete.failed'));
    }
  };

  return (
    <Dialog opened={user !== null} onClose={onClose} title={t('delete.title')}>
      <Stack>
        <Text>{t('delete.ask', { name: shown?.name || shown?.uid, uid: shown?.uid })}</Text>
        <Text fz="sm" c="dimmed">
          {t('delete.effects')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('delete.keep')}
          </Button>
          <Button color="red.9" loading={remove.isPending} onClick={() => void confirm()}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
