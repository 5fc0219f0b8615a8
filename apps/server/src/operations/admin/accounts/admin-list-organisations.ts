import { ORGANISATION_TARGET } from '../../../accounts/staff/audit-target.js';
import { listOrganisations } from '../../../accounts/staff/list-organisations.js';
import { writeAudit } from '../../../audit/write-audit.js';
import { implementStaff } from '../../registry.js';

// The list shows contact persons' names and e-mails: one view row per call records the search.
export const adminListOrganisations = implementStaff(
  'adminListOrganisations',
  'operator',
  async (input, ctx) => {
    const page = await listOrganisations(ctx.db, input);
    await writeAudit(ctx.db, ctx, {
      kind: 'view',
      targetType: ORGANISATION_TARGET,
      detail: { q: input.q, filters: { type: input.type }, count: page.items.length },
    });
    return page;
  },
);
