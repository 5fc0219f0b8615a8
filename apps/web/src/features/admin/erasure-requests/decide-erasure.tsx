import { Button, Group, Text } from '@mantine/core';
import type { TErasureRequestAdminRow } from '@putt/contract/admin/erasure-requests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import { useAdminMutation } from '../api/admin-api';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { ReasonDialog } from '../ui/reason-dialog';

/** Confirm or decline a pupil's or parent's request to erase, each after a dialog that says what follows. */
export function DecideErasure({ request }: { request: TErasureRequestAdminRow }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<'confirm' | 'decline' | null>(null);
  const decide = useAdminMutation('adminDecideErasureRequest', ['adminListErasureRequests']);
  const who = request.name || t('erasure.erasedName');
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        color="red.8"
        onClick={() => setOpen('confirm')}
        aria-label={t('erasure.confirmFor', { name: who })}
      >
        {t('erasure.confirm')}
      </Button>
      <Button
        size="xs"
        variant="default"
        onClick={() => setOpen('decline')}
        aria-label={t('erasure.declineFor', { name: who })}
      >
        {t('erasure.decline')}
      </Button>
      <ConfirmDialog
        opened={open === 'confirm'}
        title={t('erasure.confirmTitle', { name: who })}
        confirmLabel={t('erasure.confirm')}
        danger
        onClose={() => setOpen(null)}
        onConfirm={async () => {
          await decide.mutateAsync({ id: request.id, decision: 'confirm' });
          toast.success(t('erasure.confirmed'));
        }}
      >
        <Text size="sm">{t('erasure.confirmText', { to: request.receiptTo })}</Text>
      </ConfirmDialog>
      <ReasonDialog
        opened={open === 'decline'}
        title={t('erasure.declineTitle', { name: who })}
        description={t('erasure.declineText', { to: request.receiptTo })}
        confirmLabel={t('erasure.decline')}
        danger={false}
        onClose={() => setOpen(null)}
        onConfirm={async (reason) => {
          await decide.mutateAsync({ id: request.id, decision: 'decline', reason });
          toast.success(t('erasure.declined'));
        }}
      />
    </Group>
  );
}
