import { attemptIdOf } from '../../auth/actor.js';
import { submitAttempt as submit } from '../../workflows/submit-attempt.js';
import { dispatchReport } from '../../reports/student-report-job.js';
import { implement } from '../registry.js';

// The examinee's own attempt: the browser's attempt cookie, on the test of the key it names.
export const submitAttempt = implement('submitAttempt', 'examinee', 'attempt', async ({ SK }, ctx) => {
  const { reportId, ...submitted } = await submit(ctx.db, attemptIdOf(ctx.actor), SK);
  if (reportId) await dispatchReport(ctx.jobs, reportId);
  return submitted;
});
