import { bookSession } from '../../../counselling/book-session.js';
import { queueReminder } from '../../../counselling/reminder-job.js';
import { dispatchMail } from '../../../mail/outbox.js';
import { implementStaff } from '../../registry.js';

// Counsellors work here on their own sessions only (the domain narrows to them), moving them to
// another time too; the first booking and choosing who counsels is the operators' work.
export const adminBookCounselling = implementStaff(
  'adminBookCounselling',
  'counsellor',
  async (input, ctx) => {
    const booked = await bookSession(ctx.db, ctx, input, ctx.config.publicOrigin);
    await dispatchMail(ctx.jobs, booked.outboxId);
    await queueReminder(ctx.jobs, booked);
    return { message: 'success' as const };
  },
);
