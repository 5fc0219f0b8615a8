import { revokeCertificate } from '../../../expert-courses/revoke-certificate.js';
import { implementStaff } from '../../registry.js';

export const adminRevokeCertificate = implementStaff(
  'adminRevokeCertificate',
  'operator',
  async (input, ctx) => {
    await revokeCertificate(ctx.db, ctx, input);
    return { message: 'success' as const };
  },
);
