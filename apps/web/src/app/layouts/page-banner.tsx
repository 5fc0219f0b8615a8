import { Box, Container, Text, Title } from '@mantine/core';
import type { RouteDef } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { usePageOwnTitle } from '../../ui/page-title';

/** The band at the top of every page but Home: where you are, as the page's one h1. */
export function PageBanner({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const own = usePageOwnTitle();
  return (
    <Box
      py={{ base: 28, sm: 44 }}
      style={{
        background: 'linear-gradient(120deg, var(--mantine-color-brand-8), var(--mantine-color-brand-6))',
      }}
    >
      <Container size="lg">
        {route.section !== 'none' && (
          <Text c="brand.0" fz="sm" fw={600}>
            {t(`nav.side.${route.section}`)}
          </Text>
        )}
        <Title order={1} c="white" fz={{ base: 26, sm: 34 }}>
          {own ?? t(`routes:${route.key}.title`)}
        </Title>
      </Container>
    </Box>
  );
}
