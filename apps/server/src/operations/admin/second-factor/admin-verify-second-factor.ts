import { verifySecondFactor } from '../../../staff/second-factor/verify-second-factor.js';
import { implement } from '../../registry.js';

// A back-office way in, like adminLogin: it reads the staff cookie of a sign-in waiting for this step.
export const adminVerifySecondFactor = implement(
  'adminVerifySecondFactor',
  'anyone',
  'self',
  async (input, ctx) => ({ staff: await verifySecondFactor(ctx, input.code), message: 'success' as const }),
);
