import { writeAudit } from '../../../audit/write-audit.js';
import { listOrdersForStaff } from '../../../orders/staff/list-orders.js';
import { implementStaff } from '../../registry.js';

export const adminListOrders = implementStaff('adminListOrders', 'operator', async (input, ctx) => {
  const page = await listOrdersForStaff(ctx.db, input);
  // the list shows customers' and depositors' names: a view of personal data
  await writeAudit(ctx.db, ctx, {
    kind: 'view',
    targetType: 'order',
    detail: {
      q: input.q,
      status: input.status,
      type: input.type,
      from: input.from,
      to: input.to,
      count: page.items.length,
    },
  });
  return page;
});
