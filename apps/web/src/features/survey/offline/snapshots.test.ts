import type { TAttempt } from '@putt/contract/attempts';
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it, vi } from 'vitest';
import { openAnswerStore } from '../answers/answer-store';
import { forgetTest, keepAttempt, keepInfo, keptAttempt, keptInfo } from './snapshots';

const attempt = (now: number): TAttempt => ({
  state: 'answering',
  open: true,
  examinee: { name: '정하늘', num: 1 },
  bank: {
    instrument: 'putt_m',
    form: 'putt_m',
    demo: true,
    response: { points: 5, labels: { ko: ['1', '2', '3', '4', '5'], en: ['1', '2', '3', '4', '5'] } },
    instructions: { ko: '안내', en: 'Instructions' },
  },
  items: [{ id: 'q001', text: { ko: '문항', en: 'Item' } }],
  answers: [{ item: 'q001', value: 4 }],
  time: { started_at: now - 60_000, limit_minutes: 40, now },
  submitted_at: null,
});

describe('what a device keeps of a test for an offline reload', () => {
  it('upgrades a browser holding the first version without losing a pending answer', async () => {
    // the database as the first runner made it, before snapshots existed
    const first = await openDB('putt-survey', 1, {
      upgrade(db) {
        db.createObjectStore('pending', { keyPath: ['SK', 'item'] });
      },
    });
    await first.put('pending', { SK: 'old', item: 'q009', value: 5, seq: 3, ms: 700 });
    first.close();
    const store = await openAnswerStore();
    expect(await store.list('old')).toEqual([{ SK: 'old', item: 'q009', value: 5, seq: 3, ms: 700 }]);
    await keepInfo('old', { Item: { org_name: '한빛중학교' } } as never);
    expect(await keptInfo('old')).toEqual({ Item: { org_name: '한빛중학교' } });
  });

  it("gives back the attempt with the server's clock moved on by the time since it was kept", async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    try {
      await keepAttempt('k1', attempt(5_000_000));
      vi.setSystemTime(1_000_000 + 90_000);
      const kept = await keptAttempt('k1');
      expect(kept?.answers).toEqual([{ item: 'q001', value: 4 }]);
      expect(kept?.time).toEqual({ started_at: 4_940_000, limit_minutes: 40, now: 5_090_000 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets a submitted test, and keeps the others', async () => {
    await keepAttempt('k2', attempt(1));
    await keepAttempt('k3', attempt(1));
    await forgetTest('k2');
    expect(await keptAttempt('k2')).toBeUndefined();
    expect(await keptAttempt('k3')).toBeDefined();
  });
});
