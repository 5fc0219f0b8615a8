import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Input.css';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { REASON_MAX, ZReason } from '@putt/contract/admin/common';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/error-message';

type Props = {
  opened: boolean;
  title: string;
  /** what happens, e.g. "the customer receives this reason by e-mail" */
  description: string;
  confirmLabel: string;
  onClose: () => void;
  /** rejects with the server's error, which the dialog shows; the reason typed stays */
  onConfirm: (reason: string) => Promise<unknown>;
};

/** Asks for the reason of a rejection or cancellation; keeps the text on failure. */
export function ReasonDialog({ opened, title, description, confirmLabel, onClose, onConfirm }: Props) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const parsed = ZReason.safeParse(reason);
    if (!parsed.success) return setFieldError(t(parsed.error.issues[0]!.message));
    setBusy(true);
    setFailure(undefined);
    try {
      await onConfirm(parsed.data);
      setReason('');
      onClose();
    } catch (error) {
      setFailure(failureText(error, t, 'admin:actionFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="sm">
        <Text fz="sm">{description}</Text>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Textarea
          label={t('reason')}
          required
          autosize
          minRows={3}
          maxLength={REASON_MAX}
          value={reason}
          error={fieldError}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setFieldError(undefined);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="red.8" loading={busy} onClick={() => void submit()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
