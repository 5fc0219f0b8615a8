import type { SyncState } from '../answers/answer-sync';

/** What the live region last said: a lost connection, a refusal (its alert speaks), the return. */
export type Announced = 'offline' | 'refused' | 'saved' | null;

/**
 * What a screen reader is told as the answers' state changes (decision 026): nothing for the
 * everyday "saving" and "saved" that followed every answer twice, only a failure to save and the
 * return to saved after one. Undefined: say nothing new.
 */
export function nextAnnouncement(last: Announced, status: SyncState['status']): Announced | undefined {
  if (status === 'offline' || status === 'refused') return last === status ? undefined : status;
  if (status === 'saved' && (last === 'offline' || last === 'refused')) return 'saved';
  return undefined;
}
