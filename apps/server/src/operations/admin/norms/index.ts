import { importNorm, readNorm } from '../../../scoring/staff/manage-norms.js';
import { listNormRows } from '../../../scoring/staff/norm-rows.js';
import { type OperationDef, implementStaff } from '../../registry.js';

// Norms decide every score a parent reads: importing one is for administrators.

const adminListNorms = implementStaff('adminListNorms', 'operator', async (_input, ctx) => ({
  norms: await listNormRows(ctx.db),
}));

const adminImportNorm = implementStaff('adminImportNorm', 'admin', async ({ file }, ctx) =>
  importNorm(ctx.db, ctx, { name: file.name, bytes: Buffer.from(file.base64, 'base64') }),
);

const adminGetNorm = implementStaff('adminGetNorm', 'operator', async ({ id }, ctx) => readNorm(ctx.db, id));

export const adminNormOperations: readonly OperationDef[] = [adminListNorms, adminImportNorm, adminGetNorm];
