import type { TAttempt, TAttemptTime } from '@putt/contract/attempts';
import { useEffect, useState } from 'react';
import { keepPageForOffline } from './keep-page';
import { forgetTest, keepAttempt } from './snapshots';

/**
 * Keeps what a reload without a connection needs (decision 019): the page and its files, once,
 * and the attempt as the runner shows it, on every answer (its clock as the server's, its time
 * limit's start and the extensions given). A submitted test keeps nothing.
 */
export function useOfflineCopy(
  SK: string,
  attempt: TAttempt,
  values: ReadonlyMap<string, number>,
  time: TAttemptTime,
) {
  const [offset] = useState(() => attempt.time.now - Date.now());
  const submitted = attempt.state === 'submitted';
  useEffect(() => {
    if (!submitted) void keepPageForOffline();
  }, [submitted]);
  useEffect(() => {
    if (submitted) {
      void forgetTest(SK);
      return;
    }
    void keepAttempt(SK, {
      ...attempt,
      answers: [...values].map(([item, value]) => ({ item, value })),
      time: { ...time, now: Date.now() + offset },
    });
  }, [SK, attempt, submitted, values, time, offset]);
}
