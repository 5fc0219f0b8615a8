import type { OperationDef } from '../../registry.js';
import { adminGetNorm } from './admin-get-norm.js';
import { adminImportNorm } from './admin-import-norm.js';
import { adminListNorms } from './admin-list-norms.js';

/** Norms decide every score a parent reads: importing one is for administrators. */
export const adminNormOperations: readonly OperationDef[] = [adminListNorms, adminImportNorm, adminGetNorm];
