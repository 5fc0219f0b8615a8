import { staffOf } from '../../../auth/actor.js';
import { writeAudit } from '../../../audit/write-audit.js';
import { queueLinkMail } from '../../../projects/link-mail/link-mail-job.js';
import { resendLinkMail } from '../../../projects/link-mail/resend-link-mail.js';
import { openProject } from '../../../projects/open-close-project.js';
import { closeProject } from '../../../workflows/close-project.js';
import { askProjectReports, askTeacherReport } from '../../../reports/report-requests.js';
import { dispatchResultWork } from '../../../reports/result-work.js';
import { type OperationContext, implementStaff } from '../../registry.js';

// Staff act on any customer's project (a school on the phone, a parent who cannot find the
// button), with the customer's own steps, each in the audit log.

const audited = (ctx: OperationContext, SK: string) =>
  writeAudit(ctx.db, ctx, { kind: 'change', targetType: 'project', targetId: SK });

export const adminOpenProject = implementStaff('adminOpenProject', 'operator', async ({ SK }, ctx) => {
  const opened = await openProject(ctx.db, staffOf(ctx.actor), SK, ctx.config.publicOrigin);
  await queueLinkMail(ctx.jobs, opened);
  await audited(ctx, SK);
  return { message: 'success' as const };
});

export const adminCloseProject = implementStaff('adminCloseProject', 'operator', async ({ SK }, ctx) => {
  const atClose = await closeProject(ctx.db, staffOf(ctx.actor), SK, ctx.config.publicOrigin);
  await dispatchResultWork(ctx.jobs, atClose);
  await audited(ctx, SK);
  return { message: 'success' as const };
});

export const adminResendProjectLinkMail = implementStaff(
  'adminResendProjectLinkMail',
  'operator',
  async ({ SK }, ctx) => {
    await resendLinkMail(ctx, staffOf(ctx.actor), SK);
    await audited(ctx, SK);
    return { message: 'success' as const };
  },
);

export const adminRequestProjectReports = implementStaff(
  'adminRequestProjectReports',
  'operator',
  async ({ SK }, ctx) => {
    await askProjectReports(ctx, staffOf(ctx.actor), SK);
    await audited(ctx, SK);
    return { message: 'success' as const };
  },
);

export const adminRequestTeacherReport = implementStaff(
  'adminRequestTeacherReport',
  'operator',
  async ({ SK }, ctx) => {
    await askTeacherReport(ctx, staffOf(ctx.actor), SK);
    await audited(ctx, SK);
    return { message: 'success' as const };
  },
);
