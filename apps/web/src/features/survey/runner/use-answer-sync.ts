import type { TAttempt } from '@putt/contract/attempts';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../api/client';
import { openAnswerStore } from '../answers/answer-store';
import { AnswerSync, type SyncState } from '../answers/answer-sync';
import { deviceId, nextSeq } from '../answers/device';

/**
 * The runner's answers: those the server holds, overlaid by this device's answers it has not
 * acknowledged yet (kept in IndexedDB since they were given), and the sync that sends them.
 */
export function useAnswerSync(SK: string, attempt: TAttempt) {
  const [values, setValues] = useState(() => new Map(attempt.answers.map((a) => [a.item, a.value])));
  const [state, setState] = useState<SyncState>({ pending: 0, status: 'saved' });
  const [ready, setReady] = useState(false);
  const sync = useRef<AnswerSync | null>(null);

  useEffect(() => {
    let live = true;
    let current: AnswerSync | undefined;
    const device = deviceId();
    void openAnswerStore().then(async (store) => {
      if (!live) return;
      current = new AnswerSync(SK, store, (answers) =>
        api.call('saveAnswers', {
          SK,
          device,
          answers: answers.map(({ item, value, seq, ms }) => ({ item, value, seq, ms })),
        }),
      );
      sync.current = current;
      const pending = await current.pendingAnswers();
      if (!live) return;
      setValues((held) => {
        const next = new Map(held);
        for (const answer of pending) next.set(answer.item, answer.value);
        return next;
      });
      current.subscribe(setState);
      setReady(true);
      void current.flush();
    });
    const online = () => current?.retryNow();
    window.addEventListener('online', online);
    return () => {
      live = false;
      window.removeEventListener('online', online);
      current?.stop();
    };
  }, [SK]);

  const give = (item: string, value: number, ms: number) => {
    setValues((held) => new Map(held).set(item, value));
    void sync.current?.give({ item, value, seq: nextSeq(), ms });
  };

  /** Sends what is pending now; true when the server holds every answer of this device. */
  const drain = async () => (sync.current ? sync.current.drain() : false);

  return { values, state, ready, give, drain };
}
