import { importBank } from '../../../instruments/staff/manage-banks.js';
import { implementStaff } from '../../registry.js';

// Banks are the tests themselves: importing and deleting them is for administrators.
export const adminImportItemBank = implementStaff('adminImportItemBank', 'admin', async ({ file }, ctx) =>
  importBank(ctx.db, ctx, { name: file.name, bytes: Buffer.from(file.base64, 'base64') }),
);
