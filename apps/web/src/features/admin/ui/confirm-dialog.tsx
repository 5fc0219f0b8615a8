import { Button, Group, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/error-message';
import { Dialog } from '../../../ui/dialog';
import { FormFailure } from './form-failure';

type Props = {
  opened: boolean;
  title: string;
  confirmLabel: string;
  /** a step that cannot be undone (reject, delete): the button is red */
  danger?: boolean;
  /** what the step does, said before staff commit to it */
  children: ReactNode;
  onClose: () => void;
  /**
   * Does the step; rejects with the server's error, which the dialog shows while it stays open
   * with what was typed. Resolving to false keeps it open without a message (a field said why).
   */
  onConfirm: () => Promise<unknown>;
  /** where focus goes once it has closed, when the step took its opener away (else the opener) */
  focusAfter?: () => HTMLElement | null | undefined;
};

/**
 * Every back-office confirmation: says what will happen, shows progress, keeps a refusal in view.
 * It opens on its first field (a reason), else on "go back", the safe answer; "cancel" would read
 * both ways beside "cancel the order".
 */
export function ConfirmDialog({
  opened,
  title,
  confirmLabel,
  danger,
  children,
  onClose,
  onConfirm,
  focusAfter,
}: Props) {
  const { t } = useTranslation('admin');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      if ((await onConfirm()) !== false) onClose();
    } catch (error) {
      setFailure(failureText(error, t, 'admin:actionFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog opened={opened} onClose={onClose} title={title} focusAfter={focusAfter}>
      <Stack gap="sm">
        {children}
        <FormFailure text={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('goBack')}
          </Button>
          <Button color={danger ? 'red.8' : undefined} loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
