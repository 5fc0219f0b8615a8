import { z } from 'zod';
import { isValidYmd, seoulToday } from '../dates.js';
import { defineOperation } from '../operation.js';
import { orderStatuses, orderTypes, ZOrderDetail } from '../orders.js';
import { ZOrgOrderDetail } from '../org-orders.js';
import { adminPageOf, ZAdminListInput, ZInstant, ZOk, ZReason, ZYmdFilter } from './common.js';
import { personName } from '../names.js';

export const ZAdminOrderRow = z.object({
  SK: z.string(),
  type: z.enum(orderTypes),
  createdAt: ZInstant,
  name: z.string(),
  customerName: z.string(),
  customerUid: z.string(),
  organisationName: z.string().nullable(),
  depositName: z.string(),
  bankDate: z.string(),
  totalPrice: z.number().int(),
  status: z.enum(orderStatuses),
  isPaid: z.boolean(),
});
export type TAdminOrderRow = z.infer<typeof ZAdminOrderRow>;

export const ZOrderHistoryRow = z.object({
  at: ZInstant,
  /** 'staff' with the login, 'member', or 'system' */
  actorKind: z.enum(['staff', 'member', 'system']),
  actorName: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  reason: z.string().nullable(),
});

export const ZAdminOrderDetail = z.object({
  order: ZOrderDetail,
  /** an organisation's order: its lines with quantities, contact, plans, tax invoice and documents */
  organisation: ZOrgOrderDetail.nullable(),
  customer: z.object({
    memberId: z.string(),
    uid: z.string(),
    name: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    organisationName: z.string().nullable(),
  }),
  deposit: z.object({
    paidDate: z.string().nullable(),
    paidAmount: z.number().int().nullable(),
    paidDepositName: z.string().nullable(),
  }),
  history: z.array(ZOrderHistoryRow),
});
export type TAdminOrderDetail = z.infer<typeof ZAdminOrderDetail>;

const ZSk = z.string().trim().min(1).max(64);

export const adminListOrders = defineOperation({
  tag: 'staff',
  summary: 'Orders: search (name, customer, depositor, e-mail) and filter by status, type and date',
  input: ZAdminListInput.extend({
    status: z.enum(orderStatuses).optional(),
    type: z.enum(orderTypes).optional(),
    from: ZYmdFilter,
    to: ZYmdFilter,
  }),
  output: adminPageOf(ZAdminOrderRow),
});

export const adminGetOrder = defineOperation({
  tag: 'staff',
  summary: 'One order with its products, projects, examinees, deposit and history',
  input: z.object({ SK: ZSk }),
  output: ZAdminOrderDetail,
});

export const ZConfirmDeposit = z.object({
  SK: ZSk,
  paidDate: z
    .string()
    .refine(isValidYmd, 'admin:v.dateInvalid')
    .refine((ymd) => ymd <= seoulToday(), 'admin_orders:v.paidDateFuture'),
  paidAmount: z.number().int().min(1, 'admin_orders:v.amount').max(100_000_000, 'admin_orders:v.amount'),
  paidDepositName: personName(
    z.string().trim().min(1, 'admin_orders:v.depositName').max(50, 'admin_orders:v.depositName'),
  ),
});

export const adminConfirmDeposit = defineOperation({
  tag: 'staff',
  summary:
    'Confirm an order’s deposit and e-mail the payment confirmation: an individual’s order moves pending → approved; an organisation’s is marked paid in any open status',
  input: ZConfirmDeposit,
  output: ZOk,
});

export const adminApproveOrder = defineOperation({
  tag: 'staff',
  summary: 'Approve an organisation’s application (pending → approved): it may now register its classes',
  input: z.object({ SK: ZSk }),
  output: ZOk,
});

export const ZTaxInvoice = z.object({
  SK: ZSk,
  number: z
    .string()
    .trim()
    .min(1, 'admin_orders:v.taxInvoiceNumber')
    .max(40, 'admin_orders:v.taxInvoiceNumber'),
  issuedOn: z
    .string()
    .refine(isValidYmd, 'admin:v.dateInvalid')
    .refine((ymd) => ymd <= seoulToday(), 'admin_orders:v.paidDateFuture'),
});

export const adminRecordTaxInvoice = defineOperation({
  tag: 'staff',
  summary:
    'Record the tax invoice issued for an organisation’s order (number and date); the organisation sees it',
  input: ZTaxInvoice,
  output: ZOk,
});

export const adminRejectOrder = defineOperation({
  tag: 'staff',
  summary: 'Reject a pending order; the reason is e-mailed to the customer',
  input: z.object({ SK: ZSk, reason: ZReason }),
  output: ZOk,
});

export const adminCancelOrder = defineOperation({
  tag: 'staff',
  summary: 'Cancel an order not yet under way; the reason is e-mailed to the customer',
  input: z.object({ SK: ZSk, reason: ZReason }),
  output: ZOk,
});

const ZProjectAction = z.object({ SK: ZSk });

export const adminOpenProject = defineOperation({
  tag: 'staff',
  summary:
    'Open a pending project for its customer (its link and codes are made; the link mail is scheduled); audited',
  input: ZProjectAction,
  output: ZOk,
});

export const adminCloseProject = defineOperation({
  tag: 'staff',
  summary: 'Close an ongoing project, irreversibly (the order completes with its last open project); audited',
  input: ZProjectAction,
  output: ZOk,
});

export const adminResendProjectLinkMail = defineOperation({
  tag: 'staff',
  summary: "Mail a ready or ongoing project's link and codes to its contacts again, now; audited",
  input: ZProjectAction,
  output: ZOk,
});

/** The customer's release of a held place (issue 43), for a school or family who asks the company. */
export const adminReleaseHeldPlace = defineOperation({
  tag: 'staff',
  summary:
    'Release a place of a project whose code entry or report link was held after too many wrong names or birth dates; audited',
  input: ZProjectAction.extend({ num: z.number().int().min(1).max(10_000) }),
  output: ZOk,
});

export const adminRequestProjectReports = defineOperation({
  tag: 'staff',
  summary:
    'Make the missing student reports of a ready or ongoing project for its customer (an individual is mailed the link again); audited',
  input: ZProjectAction,
  output: ZOk,
});

export const adminRequestTeacherReport = defineOperation({
  tag: 'staff',
  summary:
    'Make the teacher report of an organisation’s ready or ongoing class with a released result; audited',
  input: ZProjectAction,
  output: ZOk,
});

export const adminOrderOperations = {
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
};
