import { attemptIdOf, examineeAttemptOf } from '../../auth/actor.js';
import { extendTimeLimit as extend } from '../../survey/attempts/extend-time.js';
import { readAttempt } from '../../survey/attempts/read-attempt.js';
import { saveAnswers as save } from '../../survey/attempts/save-answers.js';
import { startItems as start } from '../../survey/attempts/start-items.js';
import { submitAttempt as submit } from '../../workflows/submit-attempt.js';
import { dispatchReport } from '../../reports/student-report-job.js';
import { implement } from '../registry.js';

// The examinee's own attempt: the browser's attempt cookie, on the test of the key it names.
export const getAttempt = implement('getAttempt', 'examinee', 'attempt', async ({ SK }, ctx) => ({
  Item: await readAttempt(ctx.db, attemptIdOf(ctx.actor), SK),
}));

export const saveAnswers = implement('saveAnswers', 'examinee', 'attempt', (input, ctx) =>
  save(ctx.db, examineeAttemptOf(ctx.actor), input),
);

export const submitAttempt = implement('submitAttempt', 'examinee', 'attempt', async ({ SK }, ctx) => {
  const { reportId, ...submitted } = await submit(ctx.db, attemptIdOf(ctx.actor), SK);
  if (reportId) await dispatchReport(ctx.jobs, reportId);
  return submitted;
});

export const extendTimeLimit = implement('extendTimeLimit', 'examinee', 'attempt', ({ SK }, ctx) =>
  extend(ctx.db, attemptIdOf(ctx.actor), SK),
);

export const startItems = implement('startItems', 'examinee', 'attempt', ({ SK }, ctx) =>
  start(ctx.db, attemptIdOf(ctx.actor), SK),
);
