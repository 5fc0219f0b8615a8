import { writeAudit } from '../../../audit/write-audit.js';
import { listMails } from '../../../mail/staff/list-mails.js';
import { implementStaff } from '../../registry.js';

// The list shows recipients' addresses: one view row per call records the search.
export const adminListMails = implementStaff('adminListMails', 'operator', async (input, ctx) => {
  const page = await listMails(ctx.db, input);
  await writeAudit(ctx.db, ctx, {
    kind: 'view',
    targetType: 'mail',
    detail: {
      q: input.q,
      filters: { status: input.status, template: input.template },
      count: page.items.length,
    },
  });
  return page;
});
