import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Text } from '@mantine/core';
import { TIME_EXTENSION_MINUTES, type TAttempt } from '@putt/contract/attempts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The warning comes this long before the end: time enough to read it and extend (KWCAG 2.2.1). */
const WARN_MINUTES = 2;

/** Minutes left (rounded up), from the server's clock as the attempt gave it. */
export function minutesLeft(
  time: TAttempt['time'],
  limit: number,
  clientNow: number,
  offset: number,
): number {
  const end = time.started_at + limit * 60_000;
  return Math.ceil((end - (clientNow + offset)) / 60_000);
}

type Props = { time: TAttempt['time']; limit: number; extending: boolean; onExtend(): void };

/** The time left, a warning before the end, and the extension any time (one action, no cap). */
export function TimeLimit({ time, limit, extending, onExtend }: Props) {
  const { t } = useTranslation('survey');
  const [offset] = useState(() => time.now - Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const left = minutesLeft(time, limit, now, offset);
  const extend = (
    <Button size="xs" variant="light" onClick={onExtend} loading={extending}>
      {t('time.extend', { minutes: TIME_EXTENSION_MINUTES })}
    </Button>
  );
  if (left <= WARN_MINUTES) {
    return (
      <Alert color={left <= 0 ? 'red' : 'yellow'} role="alert" mb="sm">
        <Group justify="space-between">
          <Text size="sm">{left <= 0 ? t('time.up') : t('time.warning', { minutes: left })}</Text>
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
