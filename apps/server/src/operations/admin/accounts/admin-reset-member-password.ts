import { issueTemporaryPassword } from '../../../accounts/staff/issue-temporary-password.js';
import { dispatchMail } from '../../../mail/outbox.js';
import { implementStaff } from '../../registry.js';

// Answers only success: the temporary password goes to the member's e-mail, never to staff.
export const adminResetMemberPassword = implementStaff(
  'adminResetMemberPassword',
  'operator',
  async (input, ctx) => {
    const outboxId = await issueTemporaryPassword(ctx, input.id);
    await dispatchMail(ctx.jobs, outboxId);
    return { message: 'success' };
  },
);
