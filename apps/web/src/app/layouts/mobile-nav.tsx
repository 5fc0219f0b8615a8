import '@mantine/core/styles/Burger.css';
import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The drawer loads on the first tap: phones do not pay for it on every page load.
const MobileDrawer = lazy(() => import('./mobile-drawer'));

/** The header's menus on phones and tablets: a drawer that closes when a link is followed. */
export function MobileNav() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);

  return (
    <>
      <Burger
        opened={opened}
        onClick={() => {
          setWanted(true);
          toggle();
        }}
        aria-label={t('nav.openMenu')}
        aria-expanded={opened}
      />
      {wanted && (
        <Suspense fallback={null}>
          <MobileDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
