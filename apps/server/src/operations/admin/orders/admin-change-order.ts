import { changeOrder } from '../../../orders/staff/change-order.js';
import { recordTaxInvoice } from '../../../orders/staff/record-tax-invoice.js';
import { type OperationContext, implementStaff } from '../../registry.js';

const callerOf = (ctx: OperationContext) => ({ ...ctx, publicOrigin: ctx.config.publicOrigin });

export const adminConfirmDeposit = implementStaff('adminConfirmDeposit', 'operator', async (input, ctx) => {
  const { SK, ...deposit } = input;
  await changeOrder(callerOf(ctx), SK, { action: 'confirmDeposit', deposit });
  return { message: 'success' as const };
});

export const adminApproveOrder = implementStaff('adminApproveOrder', 'operator', async ({ SK }, ctx) => {
  await changeOrder(callerOf(ctx), SK, { action: 'approve' });
  return { message: 'success' as const };
});

export const adminRecordTaxInvoice = implementStaff(
  'adminRecordTaxInvoice',
  'operator',
  async ({ SK, number, issuedOn }, ctx) => {
    await recordTaxInvoice(ctx, SK, { number, issuedOn });
    return { message: 'success' as const };
  },
);

export const adminRejectOrder = implementStaff(
  'adminRejectOrder',
  'operator',
  async ({ SK, reason }, ctx) => {
    await changeOrder(callerOf(ctx), SK, { action: 'reject', reason });
    return { message: 'success' as const };
  },
);

export const adminCancelOrder = implementStaff(
  'adminCancelOrder',
  'operator',
  async ({ SK, reason }, ctx) => {
    await changeOrder(callerOf(ctx), SK, { action: 'cancel', reason });
    return { message: 'success' as const };
  },
);
