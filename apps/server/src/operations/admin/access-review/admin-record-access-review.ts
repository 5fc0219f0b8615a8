import { recordAccessReview } from '../../../audit/access-review/record-access-review.js';
import { implementStaff } from '../../registry.js';

export const adminRecordAccessReview = implementStaff(
  'adminRecordAccessReview',
  'admin',
  async (input, ctx) => {
    await recordAccessReview(ctx.db, ctx, input);
    return { message: 'success' as const };
  },
);
