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
import {
  adminCloseProject,
  adminOpenProject,
  adminRequestProjectReports,
  adminRequestTeacherReport,
  adminResendProjectLinkMail,
} from './admin-project-actions.js';

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
