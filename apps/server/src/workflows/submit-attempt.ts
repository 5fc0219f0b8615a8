import type { Db } from '../db/client.js';
import { reportAtSubmit } from '../reports/queue-student-report.js';
import { storeResult } from '../scoring/store-result.js';
import { markSubmitted } from '../survey/attempts/submit-attempt.js';

/**
 * submitAttempt: the attempt is submitted (survey) and its result scored in the same transaction
 * (scoring, decision 021), with an individual's report queued (reports), answered as `reportId`
 * for the caller to dispatch after the commit. A second submit answers the first one's time.
 */
export async function submitAttempt(
  db: Db,
  attemptId: string,
  surveyKey: string,
): Promise<{ submitted_at: number; reportId?: string }> {
  return db.transaction(async (tx) => {
    const { submittedAt, first } = await markSubmitted(tx, attemptId, surveyKey);
    if (!first) return { submitted_at: submittedAt.getTime() };
    const result = await storeResult(tx, attemptId);
    return { submitted_at: submittedAt.getTime(), reportId: await reportAtSubmit(tx, result) };
  });
}
