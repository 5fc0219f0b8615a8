import type { OperationDef } from '../registry.js';
import { adminAccessReviewOperations } from './access-review/index.js';
import { adminAccountOperations } from './accounts/index.js';
import { adminGetDashboard } from './admin-get-dashboard.js';
import { adminListAudit } from './admin-list-audit.js';
import { adminBoardOperations } from './boards/index.js';
import { adminCatalogueOperations } from './catalogue/index.js';
import { adminInquiryOperations } from './inquiries/index.js';
import { adminItemBankOperations } from './item-banks/index.js';
import { adminNormOperations } from './norms/index.js';
import { adminOrderOperations } from './orders/index.js';
import { adminOrgRequestOperations } from './org-requests/index.js';
import { adminOutboxOperations } from './outbox/index.js';
import { adminResultOperations } from './results/index.js';
import { adminSecondFactorOperations } from './second-factor/index.js';
import { adminCounsellingOperations } from './counselling/index.js';
import { adminErasureRequestOperations } from './erasure-requests/index.js';
import { adminExpertCourseOperations } from './expert-courses/index.js';
import { adminActivityRunOperations } from './activity-runs/index.js';
import { adminGetSession } from './session/admin-get-session.js';
import { adminLogin } from './session/admin-login.js';
import { adminLogout } from './session/admin-logout.js';
import { adminSettingsOperations } from './settings/index.js';
import { adminStaffOperations } from './staff-accounts/index.js';

/** Every back-office operation; each area folder lists its own in its index.ts. */
export const allAdminOperations: readonly OperationDef[] = [
  adminLogin,
  adminLogout,
  adminGetSession,
  ...adminSecondFactorOperations,
  adminGetDashboard,
  adminListAudit,
  ...adminAccessReviewOperations,
  ...adminErasureRequestOperations,
  ...adminOrderOperations,
  ...adminItemBankOperations,
  ...adminNormOperations,
  ...adminResultOperations,
  ...adminCounsellingOperations,
  ...adminExpertCourseOperations,
  ...adminActivityRunOperations,
  ...adminCatalogueOperations,
  ...adminSettingsOperations,
  ...adminStaffOperations,
  ...adminInquiryOperations,
  ...adminOutboxOperations,
  ...adminBoardOperations,
  ...adminOrgRequestOperations,
  ...adminAccountOperations,
];
