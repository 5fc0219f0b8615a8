import { createStaffAccount } from '../../../staff/create-staff-account.js';
import { implementStaff } from '../../registry.js';

export const adminCreateStaff = implementStaff('adminCreateStaff', 'admin', async (input, ctx) => {
  await createStaffAccount(ctx.db, ctx, input);
  return { message: 'success' };
});
