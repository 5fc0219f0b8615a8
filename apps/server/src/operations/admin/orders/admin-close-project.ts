import { staffOf } from '../../../auth/actor.js';
import { closeProject } from '../../../workflows/close-project.js';
import { dispatchResultWork } from '../../../reports/result-work.js';
import { implementStaff } from '../../registry.js';
import { auditProjectChange } from './audit-project-change.js';

// Staff act on any customer's project (a school on the phone, a parent who cannot find the
// button), with the customer's own steps, each in the audit log.
export const adminCloseProject = implementStaff('adminCloseProject', 'operator', async ({ SK }, ctx) => {
  const atClose = await closeProject(ctx.db, staffOf(ctx.actor), SK, ctx.config.publicOrigin);
  await dispatchResultWork(ctx.jobs, atClose);
  await auditProjectChange(ctx, SK);
  return { message: 'success' as const };
});
