import { importNorm } from '../../../scoring/staff/manage-norms.js';
import { implementStaff } from '../../registry.js';

// Norms decide every score a parent reads: importing one is for administrators.
export const adminImportNorm = implementStaff('adminImportNorm', 'admin', async ({ file }, ctx) =>
  importNorm(ctx.db, ctx, { name: file.name, bytes: Buffer.from(file.base64, 'base64') }),
);
