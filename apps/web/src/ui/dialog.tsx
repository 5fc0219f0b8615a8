import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { titleBarAttributes } from './dialog-title-bar';
import { dialogWidth } from './dialog-widths';
import { returnFocus as giveFocusBack } from './focus/focus-memory';
import { markInitialFocus } from './focus/initial-focus';

type Props = Omit<ModalProps, 'size' | 'attributes'> & {
  width?: keyof typeof dialogWidth;
  /** where focus goes once it has closed, when it is about a field (a wrong password); else what opened it */
  focusAfter?: () => HTMLElement | null | undefined;
};

/**
 * Every dialog of the site: a spec width (500/600/800), centred, its CSS in dependency order, a
 * close button screen readers can name (Mantine's has none: axe flags it) and a title bar that is
 * no landmark. It opens on what it is for: a control it marks `data-autofocus`, else its first
 * field, else its first action (Mantine's trap would take the close button). Closed, it gives
 * focus back to what opened it even when that was a button busy (disabled) at the time, which
 * Mantine's own return would lose to the page body.
 */
export function Dialog({
  width = 'sm',
  focusAfter,
  returnFocus = true,
  onExitTransitionEnd,
  children,
  ...props
}: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      size={dialogWidth[width]}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      attributes={titleBarAttributes}
      {...props}
      returnFocus={false}
      onExitTransitionEnd={() => {
        onExitTransitionEnd?.();
        if (returnFocus) giveFocusBack(focusAfter?.());
      }}
    >
      {/* its ref runs as the content mounts, before the focus trap looks for where to start */}
      <div ref={markInitialFocus}>{children}</div>
    </Modal>
  );
}
