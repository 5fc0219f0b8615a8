import { readRun } from '../../../activity-runs/staff/runs.js';
import { implementStaff } from '../../registry.js';

export const adminGetActivityRun = implementStaff('adminGetActivityRun', 'operator', async (input, ctx) =>
  readRun(ctx.db, input.id),
);
