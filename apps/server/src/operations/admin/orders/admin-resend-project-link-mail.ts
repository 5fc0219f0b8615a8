import { staffOf } from '../../../auth/actor.js';
import { resendLinkMail } from '../../../projects/link-mail/resend-link-mail.js';
import { implementStaff } from '../../registry.js';
import { auditProjectChange } from './audit-project-change.js';

// Staff act on any customer's project (a school on the phone, a parent who cannot find the
// button), with the customer's own steps, each in the audit log.
export const adminResendProjectLinkMail = implementStaff(
  'adminResendProjectLinkMail',
  'operator',
  async ({ SK }, ctx) => {
    await resendLinkMail(ctx, staffOf(ctx.actor), SK);
    await auditProjectChange(ctx, SK);
    return { message: 'success' as const };
  },
);
