import { deleteBank } from '../../../instruments/staff/manage-banks.js';
import { implementStaff } from '../../registry.js';

// Banks are the tests themselves: importing and deleting them is for administrators.
export const adminDeleteItemBank = implementStaff('adminDeleteItemBank', 'admin', async ({ id }, ctx) => {
  await deleteBank(ctx.db, ctx, id);
  return { message: 'success' as const };
});
