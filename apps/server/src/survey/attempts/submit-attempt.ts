import { ErrorCode } from '@putt/contract/errors';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { attempts } from '../../db/schema/attempts.js';
import { AppError } from '../../errors/app-error.js';
import { attemptOnTest, requireAnswering } from './attempt-on-test.js';

/**
 * Once every item is answered the attempt is submitted, and answers no more (in the caller's
 * transaction: workflows/submit-attempt.ts scores it in the same one). A second submit (a retry
 * whose first answer was lost) answers the first one's time with `first: false`; a submit with
 * items missing is refused. The time limit does not hold it back: the examinee may extend it.
 */
export async function markSubmitted(
  tx: Tx,
  attemptId: string,
  surveyKey: string,
): Promise<{ submittedAt: Date; first: boolean }> {
  const found = await attemptOnTest(tx, attemptId, surveyKey, true);
  if (found.attempt.submittedAt) return { submittedAt: found.attempt.submittedAt, first: false };
  requireAnswering(found, { timed: false });
  if (found.attempt.answered < found.bank.content.items.length) {
    throw new AppError(ErrorCode.INVALID_DATA, 'Items unanswered', { answers: 'survey:v.unanswered' });
  }
  const submittedAt = new Date();
  await tx.update(attempts).set({ state: 'submitted', submittedAt }).where(eq(attempts.id, attemptId));
  return { submittedAt, first: true };
}
