import { listNormRows } from '../../../scoring/staff/norm-rows.js';
import { implementStaff } from '../../registry.js';

export const adminListNorms = implementStaff('adminListNorms', 'operator', async (_input, ctx) => ({
  norms: await listNormRows(ctx.db),
}));
