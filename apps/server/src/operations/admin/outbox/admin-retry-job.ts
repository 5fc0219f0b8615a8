import { retryJob } from '../../../jobs/staff/retry-job.js';
import { implementStaff } from '../../registry.js';

export const adminRetryJob = implementStaff('adminRetryJob', 'operator', async (input, ctx) => {
  await retryJob(ctx.db, ctx.jobs, ctx, input);
  return { message: 'success' as const };
});
