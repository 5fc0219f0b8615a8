import { orgActorOf } from '../../auth/actor.js';
import { schoolResults } from '../../reports/school-results.js';
import { implement } from '../registry.js';

// An organisation's users, over their own organisation's classes and orders only.
export const getSchoolResults = implement('getSchoolResults', 'organisation', 'own', async (input, ctx) => ({
  Item: await schoolResults(ctx.db, orgActorOf(ctx.actor), input),
}));
