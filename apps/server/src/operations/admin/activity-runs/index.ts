import { confirmRun } from '../../../activity-runs/confirm-run.js';
import { deliverRun } from '../../../activity-runs/deliver-run.js';
import { planRun } from '../../../activity-runs/plan-run.js';
import { listRuns, readRun } from '../../../activity-runs/staff-runs.js';
import { dispatchMail } from '../../../mail/outbox.js';
import { type OperationDef, implementStaff } from '../../registry.js';

// Activity programme runs are the operators' work (issue 25, decision 025); changes are audited.

const adminListActivityRuns = implementStaff('adminListActivityRuns', 'operator', async (input, ctx) =>
  listRuns(ctx.db, input),
);

const adminGetActivityRun = implementStaff('adminGetActivityRun', 'operator', async (input, ctx) =>
  readRun(ctx.db, input.id),
);

const adminPlanActivityRun = implementStaff('adminPlanActivityRun', 'operator', async (input, ctx) => {
  await planRun(ctx.db, ctx, input);
  return { message: 'success' as const };
});

const adminConfirmActivityRun = implementStaff('adminConfirmActivityRun', 'operator', async (input, ctx) => {
  for (const id of await confirmRun(ctx.db, ctx, input.id, ctx.config.publicOrigin))
    await dispatchMail(ctx.jobs, id);
  return { message: 'success' as const };
});

const adminDeliverActivityRun = implementStaff('adminDeliverActivityRun', 'operator', async (input, ctx) => {
  await deliverRun(ctx.db, ctx, input.id);
  return { message: 'success' as const };
});

export const adminActivityRunOperations: readonly OperationDef[] = [
  adminListActivityRuns,
  adminGetActivityRun,
  adminPlanActivityRun,
  adminConfirmActivityRun,
  adminDeliverActivityRun,
];
