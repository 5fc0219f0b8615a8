import { listBankRows } from '../../../instruments/staff/bank-rows.js';
import { implementStaff } from '../../registry.js';

export const adminListItemBanks = implementStaff('adminListItemBanks', 'operator', async (_input, ctx) => ({
  banks: await listBankRows(ctx.db),
}));
