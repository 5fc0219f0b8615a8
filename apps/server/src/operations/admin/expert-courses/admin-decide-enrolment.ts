import { decideEnrolment } from '../../../expert-courses/decide-enrolment.js';
import { dispatchMail } from '../../../mail/outbox.js';
import { implementStaff } from '../../registry.js';

export const adminDecideEnrolment = implementStaff('adminDecideEnrolment', 'operator', async (input, ctx) => {
  await dispatchMail(ctx.jobs, await decideEnrolment(ctx.db, ctx, input, ctx.config.publicOrigin));
  return { message: 'success' as const };
});
