import { deliverRun } from '../../../activity-runs/deliver-run.js';
import { implementStaff } from '../../registry.js';

export const adminDeliverActivityRun = implementStaff(
  'adminDeliverActivityRun',
  'operator',
  async (input, ctx) => {
    await deliverRun(ctx.db, ctx, input.id);
    return { message: 'success' as const };
  },
);
