import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import { Drawer, type DrawerProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { titleBarAttributes } from './dialog-title-bar';

/**
 * Every panel that slides in from the side (the phone's menu, a history beside its table): a close
 * button named in the page's language and a title bar that is no landmark, as `Dialog` has.
 */
export function SideDrawer(props: Omit<DrawerProps, 'position' | 'attributes'>) {
  const { t } = useTranslation();
  return (
    <Drawer
      position="right"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      attributes={titleBarAttributes}
      {...props}
    />
  );
}
