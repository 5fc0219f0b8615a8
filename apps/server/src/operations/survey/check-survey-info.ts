import { checkSurveyCode } from '../../survey/enter-survey.js';
import { implement } from '../registry.js';

// No login: the link's key and the code from the slip are the way in (failures rate-limited).
export const checkSurveyInfo = implement('checkSurveyInfo', 'anyone', 'public', async (input, ctx) => ({
  Item: await checkSurveyCode(ctx.db, input, ctx.request.ip),
}));
