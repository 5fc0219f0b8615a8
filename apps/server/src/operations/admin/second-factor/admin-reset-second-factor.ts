import { resetSecondFactor } from '../../../staff/second-factor/reset-second-factor.js';
import { implementStaff } from '../../registry.js';

export const adminResetSecondFactor = implementStaff(
  'adminResetSecondFactor',
  'admin',
  async (input, ctx) => {
    await resetSecondFactor(ctx, input.staffId);
    return { message: 'success' };
  },
);
