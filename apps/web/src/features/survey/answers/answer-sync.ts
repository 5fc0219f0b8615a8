import { MAX_ANSWERS_PER_SAVE } from '@putt/contract/attempts';
import { ApiError } from '@putt/contract/client';
import type { AnswerStore, PendingAnswer } from './answer-store';

export type SyncState = {
  /** answers given on this device that the server has not acknowledged yet */
  pending: number;
  /** saving: sending; offline: the last try failed and another follows; refused: the server said no */
  status: 'saved' | 'saving' | 'offline' | 'refused';
  /** the server's refusal (the test closed, the time is up, the browser signed out) */
  error?: ApiError;
  /** with a refusal: the items whose answers it left unsaved (the runner does not count them) */
  refusedItems?: string[];
};

type Send = (answers: PendingAnswer[]) => Promise<unknown>;

/** Waits after the nth failure in a row: 1, 2, 4, 8, 16, then every 30 seconds. */
export const retryDelayMs = (failures: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));

/** A network failure, a server error or a throttle: worth trying again. A refusal is not. */
const isTransient = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;

/**
 * Sends every answer at once and keeps it until the server acknowledged it (decision 019): each is
 * first written to the store, then sent with the others pending, oldest first, in batches; a failed
 * send is retried with backoff, and at once when the browser comes back online. Saves are idempotent
 * on the server, so a batch sent twice (its acknowledgement lost) does no harm.
 */
export class AnswerSync {
  private sending = false;
  /** an answer came while a send was under way: look again when it ends */
  private again = false;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private state: SyncState = { pending: 0, status: 'saved' };
  private readonly listeners = new Set<(state: SyncState) => void>();

  constructor(
    private readonly SK: string,
    private readonly store: AnswerStore,
    private readonly send: Send,
  ) {}

  subscribe(listener: (state: SyncState) => void): () => void {
    this.listeners.add(listener);
    listener(this.state);
    return () => this.listeners.delete(listener);
  }

  /** Stores the answer, then sends it with any others pending. */
  async give(answer: Omit<PendingAnswer, 'SK'>): Promise<void> {
    await this.store.put({ ...answer, SK: this.SK });
    void this.flush();
  }

  pendingAnswers(): Promise<PendingAnswer[]> {
    return this.store.list(this.SK);
  }

  /** Sends what is pending until nothing is; resolves true when everything is acknowledged. */
  async flush(): Promise<boolean> {
    if (this.sending) {
      this.again = true;
      return false;
    }
    this.sending = true;
    this.again = false;
    clearTimeout(this.timer);
    try {
      for (;;) {
        const pending = await this.store.list(this.SK);
        if (pending.length === 0) {
          this.failures = 0;
          this.set({ pending: 0, status: 'saved' });
          return true;
        }
        this.set({ pending: pending.length, status: this.state.status === 'offline' ? 'offline' : 'saving' });
        const batch = pending.slice(0, MAX_ANSWERS_PER_SAVE);
        await this.send(batch);
        for (const answer of batch) await this.store.acknowledge(answer);
        this.failures = 0;
        this.state = { ...this.state, status: 'saving' };
      }
    } catch (error) {
      const waiting = await this.store.list(this.SK);
      const pending = waiting.length;
      if (!isTransient(error)) {
        const refusedItems = [...new Set(waiting.map((answer) => answer.item))];
        this.set({ pending, status: 'refused', error: error as ApiError, refusedItems });
        return false;
      }
      this.failures += 1;
      this.set({ pending, status: 'offline' });
      this.timer = setTimeout(() => void this.flush(), retryDelayMs(this.failures));
      return false;
    } finally {
      this.sending = false;
      if (this.again && this.state.status !== 'refused') void this.flush();
    }
  }

  /**
   * Waits for a send under way, then sends the rest: true when the server holds every answer of
   * this device (the runner asks before it submits).
   */
  async drain(): Promise<boolean> {
    for (let waited = 0; this.sending && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return this.flush();
  }

  /** The browser is back online: no need to wait for the next retry. */
  retryNow(): void {
    if (this.state.status === 'offline') void this.flush();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.listeners.clear();
  }

  private set(state: SyncState): void {
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }
}
