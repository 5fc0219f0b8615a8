import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';

export type AlertOptions = {
  title?: string;
  message: string;
  confirm?: boolean;
  /** the field the message is about, focused once the dialog has closed (else what opened it) */
  focusAfter?: () => HTMLElement | null | undefined;
};

export default function AlertModal({
  opened,
  current,
  onClose,
}: {
  opened: boolean;
  current: AlertOptions | null;
  onClose(value: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={opened}
      onClose={() => onClose(false)}
      title={current?.title ?? t('dialog.notice')}
      focusAfter={current?.focusAfter}
    >
      <Text style={{ whiteSpace: 'pre-line' }}>{current?.message}</Text>
      <Group justify="flex-end" mt="lg">
        {current?.confirm && (
          <Button variant="default" onClick={() => onClose(false)}>
            {t('actions.cancel')}
          </Button>
        )}
        <Button onClick={() => onClose(true)} data-autofocus>
          {t('actions.ok')}
        </Button>
      </Group>
    </Dialog>
  );
}
