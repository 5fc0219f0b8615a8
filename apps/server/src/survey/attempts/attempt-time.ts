import type { TAttemptTime } from '@putt/contract/attempts';
import type { attempts } from '../../db/schema/attempts.js';
import { limitMinutesOf } from './attempt-on-test.js';
import type { BankFacts } from '../../instruments/bank-facts.js';

type AttemptRow = typeof attempts.$inferSelect;

/** The attempt's clock as the runner reads it: its start, its limit and the server's now. */
export function timeOf(
  attempt: Pick<AttemptRow, 'itemsStartedAt' | 'extendedMinutes'>,
  bank: BankFacts,
  now = Date.now(),
): TAttemptTime {
  return {
    started_at: attempt.itemsStartedAt?.getTime() ?? null,
    limit_minutes: limitMinutesOf(attempt, bank),
    now,
  };
}
