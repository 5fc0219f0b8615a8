import { recordAttendance } from '../../../expert-courses/attendance.js';
import { implementStaff } from '../../registry.js';

export const adminRecordAttendance = implementStaff(
  'adminRecordAttendance',
  'operator',
  async (input, ctx) => {
    await recordAttendance(ctx.db, ctx, input);
    return { message: 'success' as const };
  },
);
