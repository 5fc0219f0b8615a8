import { confirmRun } from '../../../activity-runs/confirm-run.js';
import { dispatchMail } from '../../../mail/outbox.js';
import { implementStaff } from '../../registry.js';

export const adminConfirmActivityRun = implementStaff(
  'adminConfirmActivityRun',
  'operator',
  async (input, ctx) => {
    for (const id of await confirmRun(ctx.db, ctx, input.id, ctx.config.publicOrigin))
      await dispatchMail(ctx.jobs, id);
    return { message: 'success' as const };
  },
);
