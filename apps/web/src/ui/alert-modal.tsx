import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';

export type AlertOptions = { title?: string; message: string; confirm?: boolean };

export default function AlertModal({
  current,
  onClose,
}: {
  current: AlertOptions | null;
  onClose(value: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={current !== null}
      onClose={() => onClose(false)}
      title={current?.title ?? t('dialog.notice')}
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
