import { changeOrder } from '../../../orders/staff/change-order.js';
import { implementStaff } from '../../registry.js';
import { changeOrderCaller } from './change-order-caller.js';

export const adminCancelOrder = implementStaff(
  'adminCancelOrder',
  'operator',
  async ({ SK, reason }, ctx) => {
    await changeOrder(changeOrderCaller(ctx), SK, { action: 'cancel', reason });
    return { message: 'success' as const };
  },
);
