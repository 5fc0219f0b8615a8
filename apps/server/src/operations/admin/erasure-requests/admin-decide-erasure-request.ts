import { dispatchMail } from '../../../mail/outbox.js';
import { decideErasureRequest } from '../../../privacy/decide-erasure.js';
import { destructionJob } from '../../../privacy/destruction-job.js';
import { implementStaff } from '../../registry.js';

export const adminDecideErasureRequest = implementStaff(
  'adminDecideErasureRequest',
  'operator',
  async (input, ctx) => {
    const mails = await decideErasureRequest(ctx.db, ctx, input);
    for (const mail of mails) await dispatchMail(ctx.jobs, mail);
    // erased now rather than tonight: the job takes every confirmed request waiting
    if (input.decision === 'confirm') await ctx.jobs.send(destructionJob, {});
    return { message: 'success' as const };
  },
);
