import { dispatchMail } from '../../../mail/outbox.js';
import { approveOrgRequest } from '../../../org-requests/approve-org-request.js';
import { implementStaff } from '../../registry.js';

export const adminApproveOrgRequest = implementStaff(
  'adminApproveOrgRequest',
  'operator',
  async (input, ctx) => {
    const { outboxId, ...approval } = await approveOrgRequest(ctx, input.id);
    await dispatchMail(ctx.jobs, outboxId);
    return approval;
  },
);
