import { writeAudit } from '../../../audit/write-audit.js';
import { AUDIT_TARGET } from '../../../org-requests/audit-target.js';
import { listOrgRequests } from '../../../org-requests/list-org-requests.js';
import { implementStaff } from '../../registry.js';

// The list shows contact persons' names and e-mails: one view row per call records the search.
export const adminListOrgRequests = implementStaff('adminListOrgRequests', 'operator', async (input, ctx) => {
  const page = await listOrgRequests(ctx.db, input);
  await writeAudit(ctx.db, ctx, {
    kind: 'view',
    targetType: AUDIT_TARGET,
    detail: { q: input.q, filters: { status: input.status }, count: page.items.length },
  });
  return page;
});
