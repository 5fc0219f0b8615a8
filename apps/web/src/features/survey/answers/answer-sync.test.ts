import { ApiError } from '@putt/contract/client';
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStore, openAnswerStore, type PendingAnswer } from './answer-store';
import { AnswerSync, retryDelayMs, type SyncState } from './answer-sync';

afterEach(() => vi.useRealTimers());

const given = (item: string, value: number, seq: number) => ({ item, value, seq, ms: 900 });

describe('AnswerSync', () => {
  it('sends every answer at once and forgets it when the server acknowledged it', async () => {
    const sent: PendingAnswer[][] = [];
    const sync = new AnswerSync('key1', memoryStore(), async (batch) => void sent.push(batch));
    await sync.give(given('i1', 3, 1));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual([{ SK: 'key1', item: 'i1', value: 3, seq: 1, ms: 900 }]);
    await vi.waitFor(async () => expect(await sync.pendingAnswers()).toEqual([]));
  });

  it('keeps answers through a lost connection, says so, and sends them all when it returns', async () => {
    vi.useFakeTimers();
    let online = false;
    const received = new Map<string, number>();
    const sync = new AnswerSync('key2', memoryStore(), async (batch) => {
      if (!online) throw new ApiError(0, 500, 'Network error');
      for (const answer of batch) received.set(answer.item, answer.value);
    });
    const states: SyncState['status'][] = [];
    sync.subscribe((state) => states.push(state.status));
    await sync.give(given('i1', 2, 1));
    await sync.give(given('i2', 4, 2));
    await sync.give(given('i1', 5, 3));
    await vi.waitFor(() => expect(states.at(-1)).toBe('offline'));
    expect((await sync.pendingAnswers()).map((a) => [a.item, a.value])).toEqual([
      ['i2', 4],
      ['i1', 5],
    ]);
    online = true;
    sync.retryNow();
    await vi.waitFor(() => expect(states.at(-1)).toBe('saved'));
    expect(Object.fromEntries(received)).toEqual({ i1: 5, i2: 4 });
  });

  it('retries with growing waits, and stops at a refusal with the server’s reason', async () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    const refusal = new ApiError(409, 409, 'closed', { SK: 'survey:v.state_closed' });
    const send = vi.fn(async () => {
      throw refusal;
    });
    const sync = new AnswerSync('key3', memoryStore(), send);
    let last: SyncState | undefined;
    sync.subscribe((state) => (last = state));
    await sync.give(given('i1', 1, 1));
    await vi.waitFor(() => expect(last?.status).toBe('refused'));
    // the items it left unsaved are named: the runner's count leaves them out
    expect(last).toEqual({ pending: 1, status: 'refused', error: refusal, refusedItems: ['i1'] });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps pending answers in IndexedDB: a page opened later finds them', async () => {
    const first = new AnswerSync('key4', await openAnswerStore(), async () => {
      throw new ApiError(0, 500, 'Network error');
    });
    await first.give(given('i7', 3, 11));
    first.stop();
    const later = new AnswerSync('key4', await openAnswerStore(), async () => undefined);
    expect(await later.pendingAnswers()).toEqual([{ SK: 'key4', item: 'i7', value: 3, seq: 11, ms: 900 }]);
    expect(await later.flush()).toBe(true);
    expect(await later.pendingAnswers()).toEqual([]);
  });

  it('does not forget an answer changed while its first value was on the way', async () => {
    const store = memoryStore();
    let release: () => void = () => {};
    const sent: number[] = [];
    const sync = new AnswerSync('key5', store, (batch) => {
      sent.push(...batch.map((answer) => answer.seq));
      return batch[0]!.seq === 1 ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
    });
    await sync.give(given('i1', 2, 1));
    await sync.give(given('i1', 4, 2));
    release();
    await vi.waitFor(async () => expect(await store.list('key5')).toEqual([]));
    // the acknowledgement of the first value did not forget the second, which went after it
    expect(sent).toEqual([1, 2]);
  });
});
