import { writeAudit } from '../../../audit/write-audit.js';
import { listErasureRequests } from '../../../privacy/list-erasure-requests.js';
import { implementStaff } from '../../registry.js';

// The list names examinees and the addresses their receipts go to: every view is audited.
export const adminListErasureRequests = implementStaff(
  'adminListErasureRequests',
  'operator',
  async (input, ctx) => {
    const page = await listErasureRequests(ctx.db, input);
    await writeAudit(ctx.db, ctx, {
      kind: 'view',
      targetType: 'erasureRequest',
      detail: { q: input.q, state: input.state, count: page.items.length },
    });
    return page;
  },
);
