import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown when a page fails to load or render (e.g. a chunk missing after a deploy): reload fixes most. */
export function RootErrorPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{t('crash.title')}</Title>
        <Text c="dimmed">{t('crash.body')}</Text>
        <Button onClick={() => window.location.reload()}>{t('crash.reload')}</Button>
      </Stack>
    </Container>
  );
}
