import { writeAudit } from '../../../audit/write-audit.js';
import { orderForStaff } from '../../../org-orders/staff/order-for-staff.js';
import { implementStaff } from '../../registry.js';

export const adminGetOrder = implementStaff('adminGetOrder', 'operator', async ({ SK }, ctx) => {
  const detail = await orderForStaff(ctx.db, SK);
  await writeAudit(ctx.db, ctx, {
    kind: 'view',
    targetType: 'order',
    targetId: SK,
    subject: `${detail.customer.name} (${detail.customer.uid})`,
  });
  return detail;
});
