import { myRuns } from '../../activity-runs/my-runs.js';
import { orgActorOf } from '../../auth/actor.js';
import { implement } from '../registry.js';

export const getMyActivityRuns = implement(
  'getMyActivityRuns',
  'organisation',
  'own',
  async (_input, { db, actor }) => myRuns(db, orgActorOf(actor)),
);
