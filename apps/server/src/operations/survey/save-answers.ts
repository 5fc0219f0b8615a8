import { examineeAttemptOf } from '../../auth/actor.js';
import { saveAnswers as save } from '../../survey/attempts/save-answers.js';
import { implement } from '../registry.js';

// The examinee's own attempt: the browser's attempt cookie, on the test of the key it names.
export const saveAnswers = implement('saveAnswers', 'examinee', 'attempt', (input, ctx) =>
  save(ctx.db, examineeAttemptOf(ctx.actor), input),
);
