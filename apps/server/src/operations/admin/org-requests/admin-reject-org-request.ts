import { dispatchMail } from '../../../mail/outbox.js';
import { rejectOrgRequest } from '../../../org-requests/reject-org-request.js';
import { implementStaff } from '../../registry.js';

export const adminRejectOrgRequest = implementStaff(
  'adminRejectOrgRequest',
  'operator',
  async (input, ctx) => {
    const outboxId = await ctx.db.transaction((tx) => rejectOrgRequest(tx, ctx, input));
    await dispatchMail(ctx.jobs, outboxId);
    return { message: 'success' as const };
  },
);
