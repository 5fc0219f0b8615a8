import { ORGANISATION_TARGET, organisationSubject } from '../../../accounts/staff/audit-target.js';
import { readOrganisation } from '../../../accounts/staff/read-organisation.js';
import { writeAudit } from '../../../audit/write-audit.js';
import { implementStaff } from '../../registry.js';

export const adminGetOrganisation = implementStaff('adminGetOrganisation', 'operator', async (input, ctx) => {
  const organisation = await readOrganisation(ctx.db, input.id);
  await writeAudit(ctx.db, ctx, {
    kind: 'view',
    targetType: ORGANISATION_TARGET,
    targetId: organisation.id,
    subject: organisationSubject(organisation),
  });
  return organisation;
});
