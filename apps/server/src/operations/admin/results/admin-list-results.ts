import { writeAudit } from '../../../audit/write-audit.js';
import { listResultRows } from '../../../scoring/staff/result-rows.js';
import { implementStaff } from '../../registry.js';

// Results name minors: every view is audited.
export const adminListResults = implementStaff('adminListResults', 'operator', async (input, ctx) => {
  const page = await listResultRows(ctx.db, input);
  await writeAudit(ctx.db, ctx, {
    kind: 'view',
    targetType: 'result',
    detail: { q: input.q, status: input.status, count: page.items.length },
  });
  return page;
});
