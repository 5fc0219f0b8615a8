import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dialogWidth } from './dialog-widths';

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
    <Modal
      opened={current !== null}
      onClose={() => onClose(false)}
      title={current?.title ?? t('dialog.notice')}
      size={dialogWidth.sm}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      centered
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
    </Modal>
  );
}
