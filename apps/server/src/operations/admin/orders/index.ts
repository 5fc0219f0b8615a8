import type { OperationDef } from '../../registry.js';
import { adminApproveOrder } from './admin-approve-order.js';
import { adminCancelOrder } from './admin-cancel-order.js';
import { adminCloseProject } from './admin-close-project.js';
import { adminConfirmDeposit } from './admin-confirm-deposit.js';
import { adminGetOrder } from './admin-get-order.js';
import { adminListOrders } from './admin-list-orders.js';
import { adminOpenProject } from './admin-open-project.js';
import { adminRecordTaxInvoice } from './admin-record-tax-invoice.js';
import { adminRejectOrder } from './admin-reject-order.js';
import { adminRequestProjectReports } from './admin-request-project-reports.js';
import { adminRequestTeacherReport } from './admin-request-teacher-report.js';
import { adminReleaseHeldPlace } from './admin-release-held-place.js';
import { adminResendProjectLinkMail } from './admin-resend-project-link-mail.js';

export const adminOrderOperations: readonly OperationDef[] = [
  adminListOrders,
  adminGetOrder,
  adminConfirmDeposit,
  adminApproveOrder,
  adminRecordTaxInvoice,
  adminRejectOrder,
  adminCancelOrder,
  adminOpenProject,
  adminCloseProject,
  adminResendProjectLinkMail,
  adminReleaseHeldPlace,
  adminRequestProjectReports,
  adminRequestTeacherReport,
];
