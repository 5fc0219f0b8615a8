import { attemptIdOf } from '../../auth/actor.js';
import { readAttempt } from '../../survey/attempts/read-attempt.js';
import { implement } from '../registry.js';

// The examinee's own attempt: the browser's attempt cookie, on the test of the key it names.
export const getAttempt = implement('getAttempt', 'examinee', 'attempt', async ({ SK }, ctx) => ({
  Item: await readAttempt(ctx.db, attemptIdOf(ctx.actor), SK),
}));
