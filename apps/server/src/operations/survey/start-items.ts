import { attemptIdOf } from '../../auth/actor.js';
import { startItems as start } from '../../survey/attempts/start-items.js';
import { implement } from '../registry.js';

// The examinee's own attempt: the browser's attempt cookie, on the test of the key it names.
export const startItems = implement('startItems', 'examinee', 'attempt', ({ SK }, ctx) =>
  start(ctx.db, attemptIdOf(ctx.actor), SK),
);
