import { staffOf } from '../../../auth/actor.js';
import { writeAudit } from '../../../audit/write-audit.js';
import { readSession } from '../../../counselling/staff/sessions.js';
import { implementStaff } from '../../registry.js';

// Counsellors work here on their own sessions only (the domain narrows to them). Sessions name
// minors: every view is audited.
export const adminGetCounselling = implementStaff('adminGetCounselling', 'counsellor', async (input, ctx) => {
  const detail = await readSession(ctx.db, staffOf(ctx.actor), input);
  await writeAudit(ctx.db, ctx, {
    kind: 'view',
    targetType: 'counselling',
    targetId: input.id,
    subject: detail.examineeName,
  });
  return detail;
});
