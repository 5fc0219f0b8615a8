import { completeCohort } from '../../../expert-courses/complete-cohort.js';
import { dispatchMail } from '../../../mail/outbox.js';
import { implementStaff } from '../../registry.js';

export const adminCompleteCohort = implementStaff('adminCompleteCohort', 'operator', async (input, ctx) => {
  const { outboxIds, ...counts } = await completeCohort(ctx.db, ctx, input.id, ctx.config);
  for (const id of outboxIds) await dispatchMail(ctx.jobs, id);
  return counts;
});
