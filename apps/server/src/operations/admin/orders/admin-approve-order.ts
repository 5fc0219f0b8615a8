import { changeOrder } from '../../../orders/staff/change-order.js';
import { implementStaff } from '../../registry.js';
import { changeOrderCaller } from './change-order-caller.js';

export const adminApproveOrder = implementStaff('adminApproveOrder', 'operator', async ({ SK }, ctx) => {
  await changeOrder(changeOrderCaller(ctx), SK, { action: 'approve' });
  return { message: 'success' as const };
});
