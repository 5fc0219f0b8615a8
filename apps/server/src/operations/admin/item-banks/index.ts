import { listBankRows } from '../../../instruments/staff/bank-rows.js';
import { deleteBank, importBank, readBank } from '../../../instruments/staff/manage-banks.js';
import { type OperationDef, implementStaff } from '../../registry.js';

// Banks are the tests themselves: importing and deleting them is for administrators.

const adminListItemBanks = implementStaff('adminListItemBanks', 'operator', async (_input, ctx) => ({
  banks: await listBankRows(ctx.db),
}));

const adminImportItemBank = implementStaff('adminImportItemBank', 'admin', async ({ file }, ctx) =>
  importBank(ctx.db, ctx, { name: file.name, bytes: Buffer.from(file.base64, 'base64') }),
);

const adminGetItemBank = implementStaff('adminGetItemBank', 'operator', async ({ id }, ctx) =>
  readBank(ctx.db, id),
);

const adminDeleteItemBank = implementStaff('adminDeleteItemBank', 'admin', async ({ id }, ctx) => {
  await deleteBank(ctx.db, ctx, id);
  return { message: 'success' as const };
});

export const adminItemBankOperations: readonly OperationDef[] = [
  adminListItemBanks,
  adminImportItemBank,
  adminGetItemBank,
  adminDeleteItemBank,
];
