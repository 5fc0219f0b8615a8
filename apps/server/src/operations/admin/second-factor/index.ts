import type { OperationDef } from '../../registry.js';
import { adminBeginTotpEnrolment } from './admin-begin-totp-enrolment.js';
import { adminConfirmTotpEnrolment } from './admin-confirm-totp-enrolment.js';
import { adminEndStaffSession } from './admin-end-staff-session.js';
import { adminGetSecondFactor } from './admin-get-second-factor.js';
import { adminListStaffSessions } from './admin-list-staff-sessions.js';
import { adminResetSecondFactor } from './admin-reset-second-factor.js';
import { adminVerifySecondFactor } from './admin-verify-second-factor.js';

/** The second factor of staff sign-in and staff sessions (issue 43). */
export const adminSecondFactorOperations: readonly OperationDef[] = [
  adminVerifySecondFactor,
  adminBeginTotpEnrolment,
  adminConfirmTotpEnrolment,
  adminGetSecondFactor,
  adminResetSecondFactor,
  adminListStaffSessions,
  adminEndStaffSession,
];
