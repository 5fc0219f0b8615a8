import { readBank } from '../../../instruments/staff/manage-banks.js';
import { implementStaff } from '../../registry.js';

export const adminGetItemBank = implementStaff('adminGetItemBank', 'operator', async ({ id }, ctx) =>
  readBank(ctx.db, id),
);
