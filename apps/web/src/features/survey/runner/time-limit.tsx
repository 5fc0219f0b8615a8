import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Text } from '@mantine/core';
import { TIME_EXTENSION_MINUTES, type TAttemptTime } from '@putt/contract/attempts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The warning comes this long before the end: time enough to read it and extend (KWCAG 2.2.1). */
const WARN_MINUTES = 2;

/** A running clock: the first item was shown, and the bank sets a limit. */
export type RunningTime = TAttemptTime & { started_at: number; limit_minutes: number };

export const isRunning = (time: TAttemptTime): time is RunningTime =>
  time.started_at !== null && time.limit_minutes !== null;

/** Minutes left (rounded up), from the server's clock as the attempt gave it. */
export function minutesLeft(time: RunningTime, clientNow: number, offset: number): number {
  const end = time.started_at + time.limit_minutes * 60_000;
  return Math.ceil((end - (clientNow + offset)) / 60_000);
}

/** The server's clock ahead of this device's, from the time it last answered. */
export const clockOffset = (time: TAttemptTime, clientNow = Date.now()) => time.now - clientNow;

/** Minutes left at this moment of the device's clock. */
const minutesLeftNow = (time: RunningTime, offset: number) => minutesLeft(time, Date.now(), offset);

type Props = {
  time: RunningTime;
  extending: boolean;
  /** the server refused answers because the time is up (its clock may be ahead of this device's) */
  refusedTimeUp: boolean;
  /** answers given that the server refused: the extension saves them */
  unsaved: number;
  onExtend(): void;
};

/**
 * The time left, a warning before the end, and the extension any time (one action, no cap). At
 * time-up one red alert says it all: the time, the answers waiting, the way on (decision 026).
 */
export function TimeLimit({ time, extending, refusedTimeUp, unsaved, onExtend }: Props) {
  const { t } = useTranslation('survey');
  const offset = useMemo(() => clockOffset(time), [time]);
  // drawn again every 15 s (the count moves on), and at once with a new time (an extension)
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 15_000);
    return () => clearInterval(timer);
  }, []);
  const left = minutesLeftNow(time, offset);
  const up = refusedTimeUp || left <= 0;
  const extend = (
    <Button size="xs" variant="light" onClick={onExtend} loading={extending}>
      {t('time.extend', { minutes: TIME_EXTENSION_MINUTES })}
    </Button>
  );
  if (up || left <= WARN_MINUTES) {
    return (
      <Alert color={up ? 'red' : 'yellow'} role="alert" mb="sm">
        <Group justify="space-between">
          <Text size="sm">
            {up ? t('time.up') : t('time.warning', { minutes: left })}
            {up && unsaved > 0 && ` ${t('time.unsaved', { count: unsaved })}`}
          </Text>
          {extend}
        </Group>
      </Alert>
    );
  }
  return (
    <Group justify="flex-end" gap="xs" mb="xs">
      <Text size="sm">{t('time.left', { minutes: left })}</Text>
      {extend}
    </Group>
  );
}
