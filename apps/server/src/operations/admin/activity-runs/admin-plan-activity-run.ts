import { planRun } from '../../../activity-runs/plan-run.js';
import { implementStaff } from '../../registry.js';

export const adminPlanActivityRun = implementStaff('adminPlanActivityRun', 'operator', async (input, ctx) => {
  await planRun(ctx.db, ctx, input);
  return { message: 'success' as const };
});
