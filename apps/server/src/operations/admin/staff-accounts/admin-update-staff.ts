import { updateStaff } from '../../../staff/update-staff.js';
import { implementStaff } from '../../registry.js';

export const adminUpdateStaff = implementStaff('adminUpdateStaff', 'admin', async (input, ctx) => {
  await updateStaff(ctx.db, ctx, input);
  return { message: 'success' };
});
