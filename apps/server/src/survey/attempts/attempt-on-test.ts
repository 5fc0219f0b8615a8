import { ErrorCode } from '@putt/contract/errors';
import { TIME_GRACE_MS } from '@putt/contract/attempts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { attempts } from '../../db/schema/attempts.js';
import { projects } from '../../db/schema/orders.js';
import { AppError } from '../../errors/app-error.js';
import { bankOf, type BankFacts } from '../../instruments/bank-facts.js';

/**
 * The examinee's attempt on the test of this survey key: the cookie's attempt must be on it. A
 * browser without one (or with another test's) is sent to the entry form.
 */
export async function attemptOnTest(db: DbOrTx, attemptId: string, surveyKey: string, lock = false) {
  const query = db
    .select({ attempt: attempts, projectStatus: projects.status })
    .from(attempts)
    .innerJoin(projects, eq(projects.sk, attempts.projectSk))
    .where(and(eq(attempts.id, attemptId), eq(projects.surveyKey, surveyKey)))
    .limit(1);
  const [row] = await (lock ? query.for('update', { of: attempts }) : query);
  // an attempt sent to an outside form signs no browser in; its id never reaches here with a bank
  if (!row?.attempt.bankId) throw enterFirst();
  return { ...row, bank: await bankOf(db, row.attempt.bankId) };
}

/** A browser with no attempt at this test (or with another test's) is sent to the entry form. */
export const enterFirst = () => new AppError(ErrorCode.AUTH_ERROR, 'Enter the test with your code');

type AttemptRow = typeof attempts.$inferSelect;
/** What the rules of a changing attempt read of it. */
type AttemptTimes = Pick<AttemptRow, 'state' | 'itemsStartedAt' | 'extendedMinutes'>;

/** The time limit of an attempt in minutes, extensions included; null when its bank sets none. */
export const limitMinutesOf = (attempt: Pick<AttemptRow, 'extendedMinutes'>, bank: BankFacts) =>
  bank.content.timeLimitMinutes === null ? null : bank.content.timeLimitMinutes + attempt.extendedMinutes;

/**
 * When the time is up (epoch ms): the limit counts from the first item shown (decision 026); null
 * when the bank sets no limit or no item was shown yet.
 */
export function endsAt(attempt: Pick<AttemptRow, 'itemsStartedAt' | 'extendedMinutes'>, bank: BankFacts) {
  const limit = limitMinutesOf(attempt, bank);
  if (limit === null || !attempt.itemsStartedAt) return null;
  return attempt.itemsStartedAt.getTime() + limit * 60_000;
}

/**
 * An attempt that may still change: its test under way, not submitted, and (when `timed`) its time
 * not up at `now`; answers a minute late still count: they were on their way.
 */
export function requireAnswering(
  { attempt, projectStatus, bank }: { attempt: AttemptTimes; projectStatus: string; bank: BankFacts },
  { timed, now = Date.now() }: { timed: boolean; now?: number },
): void {
  const refuse = (key: string) => new AppError(ErrorCode.INVALID_STATE, key, { SK: `survey:v.${key}` });
  if (projectStatus !== 'ing') throw refuse('state_closed');
  if (attempt.state === 'submitted') throw refuse('submitted');
  const end = endsAt(attempt, bank);
  if (timed && end !== null && now > end + TIME_GRACE_MS) {
    throw refuse('timeUp');
  }
}
