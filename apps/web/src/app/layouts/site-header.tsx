import { Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../ui/language-switch';
import { AccountLinks } from './account-links';
import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <Box
      component="header"
      style={{
        borderBottom: '1px solid var(--mantine-color-gray-3)',
        background: 'var(--mantine-color-body)',
      }}
    >
      <Container size="lg">
        <Group justify="flex-end" gap="md" py={6} visibleFrom="md">
          <AccountLinks />
          <LanguageSwitch />
        </Group>
        <Group justify="space-between" h={64} wrap="nowrap">
          <Text
            component={Link}
            to="/"
            fw={800}
            fz="lg"
            c="brand.7"
            // a thumb-sized target on phones too (44 px)
            style={{ textDecoration: 'none', display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
          >
            {t('company.name')}
          </Text>
          <DesktopNav />
          <Group gap="xs" hiddenFrom="md" wrap="nowrap">
            <LanguageSwitch />
            <MobileNav />
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
