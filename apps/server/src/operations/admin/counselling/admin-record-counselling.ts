import { recordSession } from '../../../counselling/record-session.js';
import { implementStaff } from '../../registry.js';

// Counsellors work here on their own sessions only (the domain narrows to them).
export const adminRecordCounselling = implementStaff(
  'adminRecordCounselling',
  'counsellor',
  async (input, ctx) => {
    await recordSession(ctx.db, ctx, input);
    return { message: 'success' as const };
  },
);
