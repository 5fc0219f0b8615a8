import { destructionJob } from '../../privacy/destruction-job.js';
import { requestClassErasure } from '../../privacy/class-erasure.js';
import { implement } from '../registry.js';

export const eraseClassPupils = implement('eraseClassPupils', 'orgAdmin', 'own', async (input, ctx) => {
  const examinees = await requestClassErasure(ctx.db, ctx, input.SK);
  // erased now rather than tonight: the job takes every request waiting
  await ctx.jobs.send(destructionJob, {});
  return { message: 'success' as const, examinees };
});
