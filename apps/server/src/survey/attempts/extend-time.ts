import { TIME_EXTENSION_MINUTES, type TAttemptTime } from '@putt/contract/attempts';
import { ErrorCode } from '@putt/contract/errors';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attempts } from '../../db/schema/attempts.js';
import { AppError } from '../../errors/app-error.js';
import { attemptOnTest, endsAt, limitMinutesOf, requireAnswering } from './attempt-on-test.js';
import { timeOf } from './attempt-time.js';

/**
 * extendTimeLimit (KWCAG 2.2.1): the examinee adds time with one action, as often as they need; a
 * test without a limit has nothing to extend. Allowed after the time is up too: an examinee who was
 * away comes back and carries on, with the full extension from that moment (decision 026: ten
 * minutes added to a limit already passed would have left whatever remained of them).
 */
export async function extendTimeLimit(
  db: Db,
  attemptId: string,
  surveyKey: string,
  now = Date.now(),
): Promise<TAttemptTime & { limit_minutes: number }> {
  return db.transaction(async (tx) => {
    const found = await attemptOnTest(tx, attemptId, surveyKey, true);
    requireAnswering(found, { timed: false });
    const { attempt, bank } = found;
    const limit = limitMinutesOf(attempt, bank);
    if (limit === null) {
      throw new AppError(ErrorCode.INVALID_STATE, 'No time limit', { SK: 'survey:v.noTimeLimit' });
    }
    const end = endsAt(attempt, bank);
    const extendedMinutes =
      end !== null && end <= now
        ? (now - attempt.itemsStartedAt!.getTime()) / 60_000 +
          TIME_EXTENSION_MINUTES -
          (limit - attempt.extendedMinutes)
        : attempt.extendedMinutes + TIME_EXTENSION_MINUTES;
    const [row] = await tx
      .update(attempts)
      .set({ extendedMinutes })
      .where(eq(attempts.id, attemptId))
      .returning();
    return { ...timeOf(row!, bank, now), limit_minutes: limitMinutesOf(row!, bank)! };
  });
}
