import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { pathOf } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanyDetails } from '../../features/site/components/company-details';
import { menuLabel } from '../menu-label';
import { sideMenus, type MenuItem } from '../menus';
import { useCopyrightYear } from './copyright-year';

const footerLinks: MenuItem[] = [
  { route: 'about' },
  { route: 'privacy' },
  ...sideMenus.community,
  { route: 'aboutMap' },
];

export function SiteFooter() {
  const { t } = useTranslation();
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
          {/* last: it arrives after the page has hydrated (decision 033), and moves nothing then */}
          <CompanyDetails />
        </Stack>
      </Container>
    </Box>
  );
}
