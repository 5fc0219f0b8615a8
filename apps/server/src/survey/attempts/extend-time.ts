import { TIME_EXTENSION_MINUTES } from '@putt/contract/attempts';
import { ErrorCode } from '@putt/contract/errors';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attempts } from '../../db/schema/attempts.js';
import { AppError } from '../../http/app-error.js';
import { attemptOnTest, limitMinutesOf, requireAnswering } from './attempt-on-test.js';

/**
 * extendTimeLimit (KWCAG 2.2.1): the examinee adds time with one action, as often as they need; a
 * test without a limit has nothing to extend. Allowed after the time is up too: an examinee who was
 * away comes back and carries on.
 */
export async function extendTimeLimit(
  db: Db,
  attemptId: string,
  surveyKey: string,
): Promise<{ limit_minutes: number }> {
  return db.transaction(async (tx) => {
    const found = await attemptOnTest(tx, attemptId, surveyKey, true);
    requireAnswering(found, { timed: false });
    if (limitMinutesOf(found.attempt, found.bank) === null) {
      throw new AppError(ErrorCode.INVALID_STATE, 'No time limit', { SK: 'survey:v.noTimeLimit' });
    }
    const [row] = await tx
      .update(attempts)
      .set({ extendedMinutes: sql`${attempts.extendedMinutes} + ${TIME_EXTENSION_MINUTES}` })
      .where(eq(attempts.id, attemptId))
      .returning();
    return { limit_minutes: limitMinutesOf(row!, found.bank)! };
  });
}
