import { recordExam } from '../../../expert-courses/exams.js';
import { implementStaff } from '../../registry.js';

export const adminRecordExam = implementStaff('adminRecordExam', 'operator', async (input, ctx) => {
  await recordExam(ctx.db, ctx, input);
  return { message: 'success' as const };
});
