import { dispatchMail } from '../../../mail/outbox.js';
import { requeueMail } from '../../../mail/staff/resend-mail.js';
import { implementStaff } from '../../registry.js';

export const adminResendMail = implementStaff('adminResendMail', 'operator', async (input, ctx) => {
  await ctx.db.transaction((tx) => requeueMail(tx, ctx, input.id));
  await dispatchMail(ctx.jobs, input.id);
  return { message: 'success' as const };
});
