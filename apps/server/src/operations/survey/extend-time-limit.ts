import { attemptIdOf } from '../../auth/actor.js';
import { extendTimeLimit as extend } from '../../survey/attempts/extend-time.js';
import { implement } from '../registry.js';

// The examinee's own attempt: the browser's attempt cookie, on the test of the key it names.
export const extendTimeLimit = implement('extendTimeLimit', 'examinee', 'attempt', ({ SK }, ctx) =>
  extend(ctx.db, attemptIdOf(ctx.actor), SK),
);
