import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The loading, empty and error states every list and page uses (spec: each named state has its text). */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">{label ?? t('states.loading')}</Text>
      </Stack>
    </Center>
  );
}

export function EmptyState({ message }: { message: string }) {
  return (
    <Center py="xl">
      <Text c="dimmed">{message}</Text>
    </Center>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="alert">
      <Stack align="center" gap="xs">
        <Text c="red.8">{message}</Text>
        {onRetry && (
          <Button variant="light" size="xs" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
