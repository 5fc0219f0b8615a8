import { staffOf } from '../../../auth/actor.js';
import { writeAudit } from '../../../audit/write-audit.js';
import { bookSession } from '../../../counselling/book-session.js';
import { listCounsellors } from '../../../counselling/counsellors.js';
import { recordSession } from '../../../counselling/record-session.js';
import { queueReminder } from '../../../counselling/reminder-job.js';
import { listSessions, readSession } from '../../../counselling/staff-sessions.js';
import { dispatchMail } from '../../../mail/outbox.js';
import { type OperationDef, implementStaff } from '../../registry.js';

// Counsellors work here on their own sessions only (the domain narrows to them), moving them to
// another time too; the first booking and choosing who counsels is the operators' work. Sessions name minors: every view is audited.

const adminListCounselling = implementStaff('adminListCounselling', 'counsellor', async (input, ctx) => {
  const page = await listSessions(ctx.db, staffOf(ctx.actor), input);
  await writeAudit(ctx.db, ctx, {
    kind: 'view',
    targetType: 'counselling',
    detail: { q: input.q, status: input.status, count: page.items.length },
  });
  return page;
});

const adminGetCounselling = implementStaff('adminGetCounselling', 'counsellor', async (input, ctx) => {
  const detail = await readSession(ctx.db, staffOf(ctx.actor), input);
  await writeAudit(ctx.db, ctx, {
    kind: 'view',
    targetType: 'counselling',
    targetId: input.id,
    subject: detail.examineeName,
  });
  return detail;
});

const adminBookCounselling = implementStaff('adminBookCounselling', 'counsellor', async (input, ctx) => {
  const booked = await bookSession(ctx.db, ctx, input, ctx.config.publicOrigin);
  await dispatchMail(ctx.jobs, booked.outboxId);
  await queueReminder(ctx.jobs, booked);
  return { message: 'success' as const };
});

const adminRecordCounselling = implementStaff('adminRecordCounselling', 'counsellor', async (input, ctx) => {
  await recordSession(ctx.db, ctx, input);
  return { message: 'success' as const };
});

const adminListCounsellors = implementStaff('adminListCounsellors', 'operator', async (_input, ctx) =>
  listCounsellors(ctx.db),
);

export const adminCounsellingOperations: readonly OperationDef[] = [
  adminListCounselling,
  adminGetCounselling,
  adminBookCounselling,
  adminRecordCounselling,
  adminListCounsellors,
];
