import { Box, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../ui/language-switch';
import { PageOutlet } from '../page-outlet';
import { RouteEffects } from '../route-effects';

/** Examinee pages (survey entry, report download): outside the main layout, focused on one task. */
export function BareLayout() {
  const { t } = useTranslation();
  return (
    <>
      <RouteEffects />
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container
          size="sm"
          style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}
        >
          <Text fw={700} c="brand.7">
            {t('company.name')}
          </Text>
          <LanguageSwitch />
        </Container>
      </Box>
      <Container component="main" id="main" size="sm" py="xl">
        <PageOutlet />
      </Container>
    </>
  );
}
