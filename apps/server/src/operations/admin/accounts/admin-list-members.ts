import { MEMBER_TARGET } from '../../../accounts/staff/audit-target.js';
import { listMembers } from '../../../accounts/staff/list-members.js';
import { writeAudit } from '../../../audit/write-audit.js';
import { implementStaff } from '../../registry.js';

// The list shows members' names and e-mails: one view row per call records the search.
export const adminListMembers = implementStaff('adminListMembers', 'operator', async (input, ctx) => {
  const page = await listMembers(ctx.db, input);
  await writeAudit(ctx.db, ctx, {
    kind: 'view',
    targetType: MEMBER_TARGET,
    detail: { q: input.q, filters: { kind: input.kind, state: input.state }, count: page.items.length },
  });
  return page;
});
