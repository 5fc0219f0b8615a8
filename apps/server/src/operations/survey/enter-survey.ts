import { enterSurvey as enter } from '../../survey/enter-survey.js';
import { implement } from '../registry.js';

// No login: the code and who one is open the attempt and sign this browser in to it.
export const enterSurvey = implement('enterSurvey', 'anyone', 'public', (input, ctx) =>
  enter(ctx.db, input, { request: ctx.request, reply: ctx.reply, config: ctx.config }),
);
