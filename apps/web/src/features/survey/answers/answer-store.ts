import type { IDBPDatabase } from 'idb';
import { openSurveyDb, PENDING as STORE } from './survey-db';

/** An answer given on this device and not yet acknowledged by the server. */
export type PendingAnswer = { SK: string; item: string; value: number; seq: number; ms: number };

export type AnswerStore = {
  put(answer: PendingAnswer): Promise<void>;
  /** the test's pending answers, oldest first */
  list(SK: string): Promise<PendingAnswer[]>;
  /** forgets an acknowledged answer, unless a newer one of the item replaced it meanwhile */
  acknowledge(answer: PendingAnswer): Promise<void>;
};

/**
 * Pending answers in IndexedDB (decision 019): they outlive a reload, a closed tab, a dead battery
 * and the browser's restart, and go to the server when it can be reached. Where IndexedDB cannot
 * open (some private modes), they are kept in memory: lost only if the page goes before the server
 * acknowledged them.
 */
export async function openAnswerStore(): Promise<AnswerStore> {
  try {
    return indexedDbStore(await openSurveyDb());
  } catch {
    return memoryStore();
  }
}

function indexedDbStore(db: IDBPDatabase): AnswerStore {
  return {
    async put(answer) {
      await db.put(STORE, answer);
    },
    async list(SK) {
      const all = (await db.getAll(STORE, IDBKeyRange.bound([SK, ''], [SK, '\uffff']))) as PendingAnswer[];
      return all.sort((a, b) => a.seq - b.seq);
    },
    async acknowledge(answer) {
      const tx = db.transaction(STORE, 'readwrite');
      const held = (await tx.store.get([answer.SK, answer.item])) as PendingAnswer | undefined;
      if (held && held.seq === answer.seq) await tx.store.delete([answer.SK, answer.item]);
      await tx.done;
    },
  };
}

export function memoryStore(): AnswerStore {
  const held = new Map<string, PendingAnswer>();
  const key = (answer: { SK: string; item: string }) => `${answer.SK}\n${answer.item}`;
  return {
    async put(answer) {
      held.set(key(answer), answer);
    },
    async list(SK) {
      return [...held.values()].filter((answer) => answer.SK === SK).sort((a, b) => a.seq - b.seq);
    },
    async acknowledge(answer) {
      if (held.get(key(answer))?.seq === answer.seq) held.delete(key(answer));
    },
  };
}
