import { dispatchResultWork } from '../../../reports/result-work.js';
import { reviewResult } from '../../../workflows/review-result.js';
import { implementStaff } from '../../registry.js';

// Reviewing a held result is the operators' daily work.
export const adminReviewResult = implementStaff('adminReviewResult', 'operator', async (input, ctx) => {
  await dispatchResultWork(ctx.jobs, await reviewResult(ctx.db, ctx, input, ctx.config.publicOrigin));
  return { message: 'success' as const };
});
