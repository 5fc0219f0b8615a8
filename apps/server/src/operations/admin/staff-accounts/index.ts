import type { OperationDef } from '../../registry.js';
import { adminCreateStaff } from './admin-create-staff.js';
import { adminListStaff } from './admin-list-staff.js';
import { adminResetStaffPassword } from './admin-reset-staff-password.js';
import { adminUpdateStaff } from './admin-update-staff.js';

/** Staff accounts: administrators only. */
export const adminStaffOperations: readonly OperationDef[] = [
  adminListStaff,
  adminCreateStaff,
  adminUpdateStaff,
  adminResetStaffPassword,
];
