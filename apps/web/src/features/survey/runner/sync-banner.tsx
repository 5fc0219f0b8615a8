import '@mantine/core/styles/Alert.css';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import type { SyncState } from '../answers/answer-sync';
import classes from './runner.module.css';

/**
 * Whether the answers reached the server, calmly: a quiet line while all is well, a banner while
 * the connection is gone (the answers wait on this device), and the reason when the server said no.
 */
export function SyncBanner({ state }: { state: SyncState }) {
  const { t } = useTranslation('survey');
  if (state.status === 'offline') {
    return (
      <Alert className={classes.banner} color="yellow" role="status" mb="sm">
        {t('sync.offline', { count: state.pending })}
      </Alert>
    );
  }
  if (state.status === 'refused') {
    return (
      <Alert className={classes.banner} color="red" role="alert" mb="sm">
        {t('sync.refused', { reason: errorMessage(state.error, t) })}
      </Alert>
    );
  }
  return (
    <Text size="xs" c="dimmed" ta="right" role="status" mb="xs">
      {state.status === 'saving' ? t('sync.saving') : t('sync.saved')}
    </Text>
  );
}
