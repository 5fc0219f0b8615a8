import { readSurveyInfo } from '../../survey/read-survey-info.js';
import { implement } from '../registry.js';

// No login (spec-2 §6): the link's 128-bit key is the examinee's way in.
export const getSurveyInfo = implement('getSurveyInfo', 'anyone', 'public', async ({ SK }, ctx) => ({
  Item: await readSurveyInfo(ctx.db, SK),
}));
