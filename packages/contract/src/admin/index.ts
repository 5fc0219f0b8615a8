import { adminAccessReviewOperations } from './access-review.js';
import { adminAccountOperations } from './accounts.js';
import { adminActivityRunOperations } from './activity-runs.js';
import { adminListAudit } from './audit.js';
import { adminBoardOperations } from './boards.js';
import { adminCatalogueOperations } from './catalogue.js';
import { adminCounsellingOperations } from './counselling.js';
import { adminErasureRequestOperations } from './erasure-requests.js';
import { adminExpertCourseOperations } from './expert-courses.js';
import { adminGetDashboard } from './dashboard.js';
import { adminInquiryOperations } from './inquiries.js';
import { adminItemBankOperations } from './item-banks.js';
import { adminNormOperations } from './norms.js';
import { adminOrderOperations } from './orders.js';
import { adminOrgRequestOperations } from './org-requests.js';
import { adminOutboxOperations } from './outbox.js';
import { adminResultOperations } from './results.js';
import { adminSecondFactorOperations } from './second-factor.js';
import { adminGetSession, adminLogin, adminLogout } from './session.js';
import { adminSettingsOperations } from './settings.js';
import { adminStaffOperations } from './staff-accounts.js';

/** Every back-office operation: named `admin…`, tagged `staff` in the OpenAPI document. */
export const adminOperations = {
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
};
