import { staffOf } from '../../../auth/actor.js';
import { writeAudit } from '../../../audit/write-audit.js';
import { listSessions } from '../../../counselling/staff/sessions.js';
import { implementStaff } from '../../registry.js';

// Counsellors work here on their own sessions only (the domain narrows to them). Sessions name
// minors: every view is audited.
export const adminListCounselling = implementStaff(
  'adminListCounselling',
  'counsellor',
  async (input, ctx) => {
    const page = await listSessions(ctx.db, staffOf(ctx.actor), input);
    await writeAudit(ctx.db, ctx, {
      kind: 'view',
      targetType: 'counselling',
      detail: { q: input.q, status: input.status, count: page.items.length },
    });
    return page;
  },
);
