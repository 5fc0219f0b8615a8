import '@mantine/core/styles/Burger.css';
import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

// The drawer loads on the first tap: phones do not pay for it on every page load.
const MobileDrawer = lazy(() => import('./mobile-drawer'));

/** The header's menus on phones and tablets: a drawer that closes on navigation. */
export function MobileNav() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);

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
