import { confirmTotpEnrolment } from '../../../staff/second-factor/enrol-totp.js';
import { implement } from '../../registry.js';

export const adminConfirmTotpEnrolment = implement(
  'adminConfirmTotpEnrolment',
  'anyone',
  'self',
  async (input, ctx) => ({ ...(await confirmTotpEnrolment(ctx, input.code)), message: 'success' as const }),
);
