import { resetStaffPassword } from '../../../staff/reset-staff-password.js';
import { implementStaff } from '../../registry.js';

export const adminResetStaffPassword = implementStaff(
  'adminResetStaffPassword',
  'admin',
  async (input, ctx) => {
    await resetStaffPassword(ctx.db, ctx, input);
    return { message: 'success' };
  },
);
