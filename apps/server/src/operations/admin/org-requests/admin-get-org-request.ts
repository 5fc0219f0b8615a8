import { writeAudit } from '../../../audit/write-audit.js';
import { AUDIT_TARGET, auditSubjectOf } from '../../../org-requests/audit-target.js';
import { readOrgRequest } from '../../../org-requests/read-org-request.js';
import { implementStaff } from '../../registry.js';

export const adminGetOrgRequest = implementStaff('adminGetOrgRequest', 'operator', async (input, ctx) => {
  const request = await readOrgRequest(ctx.db, input.id);
  await writeAudit(ctx.db, ctx, {
    kind: 'view',
    targetType: AUDIT_TARGET,
    targetId: request.id,
    subject: auditSubjectOf(request),
  });
  return request;
});
