import { writeAudit } from '../../../audit/write-audit.js';
import { listInquiries } from '../../../inquiries/staff/list-inquiries.js';
import { implementStaff } from '../../registry.js';

// The list shows inquirers' names and e-mails: one view row per call records the search.
export const adminListInquiries = implementStaff('adminListInquiries', 'operator', async (input, ctx) => {
  const page = await listInquiries(ctx.db, input);
  await writeAudit(ctx.db, ctx, {
    kind: 'view',
    targetType: 'inquiry',
    detail: { q: input.q, filters: { kind: input.kind, status: input.status }, count: page.items.length },
  });
  return page;
});
