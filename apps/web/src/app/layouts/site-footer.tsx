import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { pathOf } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../../ui/use-hydrated';
import { menuLabel } from '../menu-label';
import { sideMenus, type MenuItem } from '../menus';
import { useCopyrightYear } from './copyright-year';

const footerLinks: MenuItem[] = [
  { route: 'about' },
  { route: 'privacy' },
  ...sideMenus.community,
  { route: 'aboutMap' },
];

// The company's data are this server's, fetched once the page has hydrated (a prerendered page was
// drawn with the build's demo data, decision 033): their code comes then too, off the first load.
const CompanyDetails = lazy(() => import('../../features/site/components/company-details'));

export function SiteFooter() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const year = useCopyrightYear();
  return (
    <Box component="footer" bg="dark.8" c="gray.3" py="xl" mt="xl">
      <Container size="lg">
        <Stack gap="md">
          <Group component="nav" aria-label={t('nav.footer')} gap="lg">
            {footerLinks.map((item) => (
              <Anchor
                key={item.route}
                component={Link}
                to={pathOf(item.route)}
                c="gray.2"
                fz="sm"
                fw={item.route === 'privacy' ? 700 : 400}
              >
                {menuLabel(item, t)}
              </Anchor>
            ))}
          </Group>
          <Text fw={700} c="white">
            {t('company.name')}
          </Text>
          <Text fz="xs" c="gray.5">
            © {year} {t('company.name')}. {t('footer.rights')}
          </Text>
          {/* last: they arrive after the page has hydrated, and move nothing then */}
          {hydrated && (
            <Suspense fallback={null}>
              <CompanyDetails />
            </Suspense>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
