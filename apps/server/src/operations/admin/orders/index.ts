import type { OperationDef } from '../../registry.js';
import {
  adminApproveOrder,
  adminCancelOrder,
  adminConfirmDeposit,
  adminRecordTaxInvoice,
  adminRejectOrder,
} from './admin-change-order.js';
import { adminGetOrder } from './admin-get-order.js';
import { adminListOrders } from './admin-list-orders.js';
import { adminCloseProject } from './admin-close-project.js';
import { adminOpenProject } from './admin-open-project.js';
import { adminRequestProjectReports } from './admin-request-project-reports.js';
import { adminRequestTeacherReport } from './admin-request-teacher-report.js';
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
  adminRequestProjectReports,
  adminRequestTeacherReport,
];
