import '@mantine/core/styles/Alert.css';
import { Alert, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import type { SyncState } from '../answers/answer-sync';
import classes from './runner.module.css';
import { nextAnnouncement, type Announced } from './sync-announcement';

type Props = {
  state: SyncState;
  /** the time limit's alert already says the time is up and what waits: no second red box */
  timeUpShown: boolean;
};

/**
 * Whether the answers reached the server, calmly: a quiet line while all is well, a banner while
 * the connection is gone (the answers wait on this device), and the reason when the server said no.
 * A screen reader hears only a failure and the return to saved (sync-announcement.ts), never the
 * "saving" and "saved" of every answer.
 */
export function SyncBanner({ state, timeUpShown }: Props) {
  const { t } = useTranslation('survey');
  const [said, setSaid] = useState<{ kind: Announced; text: string }>({ kind: null, text: '' });
  // a new status is weighed once, as it comes (React's pattern for state from a changed prop)
  const [weighed, setWeighed] = useState(state.status);
  if (weighed !== state.status) {
    setWeighed(state.status);
    const kind = nextAnnouncement(said.kind, state.status);
    // a refusal is said by its alert (role="alert") as it shows
    if (kind !== undefined)
      setSaid({
        kind,
        text:
          kind === 'saved'
            ? t('sync.saved')
            : kind === 'offline'
              ? t('sync.offline', { count: state.pending })
              : '',
      });
  }

  const timeUp = Object.values(state.error?.fields ?? {}).includes('survey:v.timeUp');
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {said.text}
      </VisuallyHidden>
      {state.status === 'offline' && (
        // a note, not Mantine's default alert: the live region above says it once, not per answer
        <Alert className={classes.banner} color="yellow" role="note" mb="sm">
          {t('sync.offline', { count: state.pending })}
        </Alert>
      )}
      {state.status === 'refused' && !(timeUp && timeUpShown) && (
        <Alert className={classes.banner} color="red" role="alert" mb="sm">
          {t('sync.refused', { reason: errorMessage(state.error, t) })}
        </Alert>
      )}
      {(state.status === 'saved' || state.status === 'saving') && (
        <Text size="xs" c="dimmed" ta="right" mb="xs">
          {state.status === 'saving' ? t('sync.saving') : t('sync.saved')}
        </Text>
      )}
    </>
  );
}
