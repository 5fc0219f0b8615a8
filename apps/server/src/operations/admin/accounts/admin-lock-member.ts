import { lockMember } from '../../../accounts/staff/lock-member.js';
import { implementStaff } from '../../registry.js';

export const adminLockMember = implementStaff('adminLockMember', 'operator', async (input, ctx) => {
  await lockMember(ctx, input.id, input.reason);
  return { message: 'success' };
});
