import { listRuns } from '../../../activity-runs/staff/runs.js';
import { implementStaff } from '../../registry.js';

export const adminListActivityRuns = implementStaff('adminListActivityRuns', 'operator', async (input, ctx) =>
  listRuns(ctx.db, input),
);
