import { changeOrder } from '../../../orders/staff/change-order.js';
import { implementStaff } from '../../registry.js';
import { changeOrderCaller } from './change-order-caller.js';

export const adminConfirmDeposit = implementStaff('adminConfirmDeposit', 'operator', async (input, ctx) => {
  const { SK, ...deposit } = input;
  await changeOrder(changeOrderCaller(ctx), SK, { action: 'confirmDeposit', deposit });
  return { message: 'success' as const };
});
