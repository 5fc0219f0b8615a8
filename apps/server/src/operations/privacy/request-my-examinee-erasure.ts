import { memberIdOf } from '../../auth/actor.js';
import { destructionJob } from '../../privacy/destruction-job.js';
import { requestMemberErasure } from '../../privacy/member-erasure.js';
import { implement } from '../registry.js';

export const requestMyExamineeErasure = implement(
  'requestMyExamineeErasure',
  'individual',
  'own',
  async (input, ctx) => {
    await requestMemberErasure(ctx.db, ctx, memberIdOf(ctx.actor), input.SK);
    // erased now rather than tonight: the job takes every request waiting
    await ctx.jobs.send(destructionJob, {});
    return { message: 'success' as const };
  },
);
