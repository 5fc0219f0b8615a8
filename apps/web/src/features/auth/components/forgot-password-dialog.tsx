import { Button, Stack, Text, TextInput } from '@mantine/core';
import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import { useAlert } from '../../../ui/alert-dialog';
import { usePasswordReset } from '../api/login';
import { Dialog } from '../../../ui/dialog';

/** Spec-1 §2: width 500, not closed by an outside click; closing clears the id typed in it. */
export default function ForgotPasswordDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation('auth');
  const alert = useAlert();
  const reset = usePasswordReset();
  const [uid, setUid] = useState('');

  const close = () => {
    setUid('');
    onClose();
  };

  const submit = async () => {
    if (!uid.trim()) {
      await alert({ title: t('forgot.blankTitle'), message: t('forgot.blank') });
      return;
    }
    try {
      await reset.mutateAsync(uid.trim());
      close();
      await alert({ title: t('forgot.successTitle'), message: t('forgot.success') });
    } catch (error) {
      const notFound = error instanceof ApiError && error.code === ErrorCode.ID_NOT_FOUND;
      await alert({
        title: t('forgot.errorTitle'),
        message: notFound ? t('forgot.notFound') : t('forgot.failed', { detail: errorMessage(error, t) }),
      });
    }
  };

  return (
    <Dialog opened={opened} onClose={close} title={t('forgot.title')} closeOnClickOutside={false}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack>
          <Text fz="sm">{t('forgot.body')}</Text>
          <TextInput label={t('forgot.uid')} value={uid} onChange={(e) => setUid(e.currentTarget.value)} />
          <Button type="submit" loading={reset.isPending}>
            {t('forgot.submit')}
          </Button>
        </Stack>
      </form>
    </Dialog>
  );
}
