import type { TAttemptTime } from '@putt/contract/attempts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attempts } from '../../db/schema/attempts.js';
import { attemptOnTest, requireAnswering } from './attempt-on-test.js';
import { timeOf } from './attempt-time.js';

/**
 * startItems (decision 026): the runner shows the first item, and the time limit runs from now. The
 * first call sets the start; every later one (a reload, another device) answers the same start, so
 * the clock survives them. A save sets it too when it comes first (a runner that began offline).
 */
export async function startItems(db: Db, attemptId: string, surveyKey: string): Promise<TAttemptTime> {
  return db.transaction(async (tx) => {
    const found = await attemptOnTest(tx, attemptId, surveyKey, true);
    requireAnswering(found, { timed: false });
    const [row] = await tx
      .update(attempts)
      .set({ itemsStartedAt: sql`coalesce(${attempts.itemsStartedAt}, now())` })
      .where(eq(attempts.id, attemptId))
      .returning();
    return timeOf(row!, found.bank);
  });
}
