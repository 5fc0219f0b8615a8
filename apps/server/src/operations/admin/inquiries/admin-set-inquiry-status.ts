import { setInquiryStatus } from '../../../inquiries/staff/set-inquiry-status.js';
import { implementStaff } from '../../registry.js';

export const adminSetInquiryStatus = implementStaff(
  'adminSetInquiryStatus',
  'operator',
  async (input, ctx) => {
    await ctx.db.transaction((tx) => setInquiryStatus(tx, ctx, input));
    return { message: 'success' as const };
  },
);
