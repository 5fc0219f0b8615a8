import { staffOf } from '../../../auth/actor.js';
import { queueLinkMail } from '../../../projects/link-mail/link-mail-job.js';
import { openProject } from '../../../projects/open-close-project.js';
import { implementStaff } from '../../registry.js';
import { auditProjectChange } from './audit-project-change.js';

// Staff act on any customer's project (a school on the phone, a parent who cannot find the
// button), with the customer's own steps, each in the audit log.
export const adminOpenProject = implementStaff('adminOpenProject', 'operator', async ({ SK }, ctx) => {
  const opened = await openProject(ctx.db, staffOf(ctx.actor), SK, ctx.config.publicOrigin);
  await queueLinkMail(ctx.jobs, opened);
  await auditProjectChange(ctx, SK);
  return { message: 'success' as const };
});
