import { readNorm } from '../../../scoring/staff/manage-norms.js';
import { implementStaff } from '../../registry.js';

export const adminGetNorm = implementStaff('adminGetNorm', 'operator', async ({ id }, ctx) =>
  readNorm(ctx.db, id),
);
