import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dialogWidth } from './dialog-widths';

type Props = Omit<ModalProps, 'size'> & { width?: keyof typeof dialogWidth };

/**
 * Every dialog of the site: a spec width (500/600/800), centred, its CSS in dependency order and
 * a close button screen readers can name (Mantine's has none: axe flags it).
 */
export function Dialog({ width = 'sm', ...props }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      size={dialogWidth[width]}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      {...props}
    />
  );
}
