import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { useTranslation } from 'react-i18next';

/**
 * The test could not be read (decision 026). A link that names no test gets a heading that says so
 * and whom to ask: trying again cannot mend a wrong link. A failure that may pass (the connection,
 * the server) says 조회 실패 (spec-2 §10) with the way to try again.
 */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation('survey');
  const unknown = error instanceof ApiError && error.code === ErrorCode.NOT_FOUND;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {unknown ? t('load.unknownTitle') : t('load.failed')}
      </Title>
      <Alert color={unknown ? 'gray' : 'red'} role="alert">
        <Text>{unknown ? t('load.unknownDetail') : t('load.failedDetail')}</Text>
        {!unknown && (
          <Button mt="sm" variant="light" onClick={onRetry}>
            {t('load.retry')}
          </Button>
        )}
      </Alert>
    </Stack>
  );
}
