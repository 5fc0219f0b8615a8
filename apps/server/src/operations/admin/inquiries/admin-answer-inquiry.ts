import { answerInquiry } from '../../../inquiries/staff/answer-inquiry.js';
import { dispatchMail } from '../../../mail/outbox.js';
import { implementStaff } from '../../registry.js';

export const adminAnswerInquiry = implementStaff('adminAnswerInquiry', 'operator', async (input, ctx) => {
  const outboxId = await ctx.db.transaction((tx) => answerInquiry(tx, ctx, input));
  await dispatchMail(ctx.jobs, outboxId);
  return { message: 'success' as const };
});
