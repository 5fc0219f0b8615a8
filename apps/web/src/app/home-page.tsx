import { Container, Grid, Paper, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../ui/states';

// The login form brings the form and validation libraries: it loads just after the first paint,
// keeping them out of the home page's first load (DESIGN.md budget).
const LoginBox = lazy(() =>
  import('../features/auth/components/login-box').then((m) => ({ default: m.LoginBox })),
);

/**
 * Home, composed here because it gathers several features. The login box is in place; the banner,
 * category tiles, quick buttons, board lists and product sections arrive with the catalogue issue.
 */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Title order={1}>{t('company.name')}</Title>
          <Text c="dimmed" mt="sm">
            {t('company.description')}
          </Text>
          <Text c="dimmed" mt="md">
            {t('page.preparing')}
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Suspense
            fallback={
              <Paper withBorder p="xl" radius="md" mih={420}>
                <LoadingState />
              </Paper>
            }
          >
            <LoginBox />
          </Suspense>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
