import { changeOrder } from '../../../orders/staff/change-order.js';
import { implementStaff } from '../../registry.js';
import { changeOrderCaller } from './change-order-caller.js';

export const adminRejectOrder = implementStaff(
  'adminRejectOrder',
  'operator',
  async ({ SK, reason }, ctx) => {
    await changeOrder(changeOrderCaller(ctx), SK, { action: 'reject', reason });
    return { message: 'success' as const };
  },
);
