import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Badge.css';
import { AppShell, Badge, Burger, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { api } from '../../../api/client';
import { ErrorBoundary } from '../../../ui/error-boundary';
import { LanguageSwitch } from '../../../ui/language-switch';
import { ErrorState, LoadingState } from '../../../ui/states';
import { AdminNav } from './admin-nav';
import { useStaffSession } from './use-staff-session';

/** The back office's frame: header (who is signed in, language, sign out), side navigation, page. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const { staff, isPending, error, refetch } = useStaffSession();
  const [navOpen, nav] = useDisclosure(false);
  // Mantine's md breakpoint: below it the navigation slides off-screen, where keyboard and screen
  // reader users must not land in it.
  const desktop = useMediaQuery('(min-width: 62em)');
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // The phone's navigation closes when a page is chosen.
  const closeNav = nav.close;
  useEffect(() => closeNav(), [location.pathname, closeNav]);

  if (isPending) return <LoadingState />;
  if (error) return <ErrorState message={t('sessionError')} onRetry={() => void refetch()} />;
  if (!staff) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/Admin/Login?next=${next}`} replace />;
  }

  const signOut = async () => {
    // A read still on its way would reach the server after the session ended and be refused with
    // 401: the page's reads stop first.
    await queryClient.cancelQueries();
    await api.call('adminLogout', {}).catch(() => undefined);
    queryClient.clear();
    navigate('/Admin/Login', { replace: true });
  };

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 230, breakpoint: 'md', collapsed: { mobile: !navOpen } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpen}
              onClick={nav.toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={t('nav.toggle')}
            />
            <UnstyledButton component={Link} to="/Admin">
              <Text fw={700} c="brand.7">
                {t('brand')}
              </Text>
            </UnstyledButton>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Text fz="sm" visibleFrom="sm">
              {staff.name || staff.staffId}
            </Text>
            <Badge variant="light" visibleFrom="sm">
              {t(`roles.${staff.role}`)}
            </Badge>
            <LanguageSwitch />
            <Button variant="default" size="compact-sm" onClick={() => void signOut()}>
              {t('signOut')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        p="xs"
        component="nav"
        aria-label={t('nav.label')}
        inert={!desktop && !navOpen}
        style={{ overflowY: 'auto' }}
      >
        <AdminNav role={staff.role} />
      </AppShell.Navbar>
      <AppShell.Main id="main">
        <ErrorBoundary key={location.pathname} fallback={<ErrorState message={t('pageError')} />}>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </AppShell.Main>
    </AppShell>
  );
}
