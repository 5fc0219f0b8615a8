import { ErrorCode } from '@putt/contract/errors';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attempts } from '../../db/schema/attempts.js';
import { AppError } from '../../errors/app-error.js';
import { reportAtSubmit } from '../../reports/queue-student-report.js';
import { storeResult } from '../../scoring/store-result.js';
import { attemptOnTest, requireAnswering } from './attempt-on-test.js';

/**
 * submitAttempt: once every item is answered the attempt is submitted, and answers no more, and
 * its result is scored in the same transaction (decision 021), with an individual's report queued
 * (answered as `reportId`, for the caller to dispatch after the commit). A
 * second submit (a retry whose first answer was lost) answers the first one's time; a submit with
 * items missing is refused. The time limit does not hold it back: the examinee may extend it.
 */
export async function submitAttempt(
  db: Db,
  attemptId: string,
  surveyKey: string,
): Promise<{ submitted_at: number; reportId?: string }> {
  return db.transaction(async (tx) => {
    const found = await attemptOnTest(tx, attemptId, surveyKey, true);
    if (found.attempt.submittedAt) return { submitted_at: found.attempt.submittedAt.getTime() };
    requireAnswering(found, { timed: false });
    if (found.attempt.answered < found.bank.content.items.length) {
      throw new AppError(ErrorCode.INVALID_DATA, 'Items unanswered', { answers: 'survey:v.unanswered' });
    }
    const submittedAt = new Date();
    await tx.update(attempts).set({ state: 'submitted', submittedAt }).where(eq(attempts.id, attemptId));
    const result = await storeResult(tx, attemptId);
    return { submitted_at: submittedAt.getTime(), reportId: await reportAtSubmit(tx, result) };
  });
}
