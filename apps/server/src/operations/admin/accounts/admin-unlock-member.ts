import { unlockMember } from '../../../accounts/staff/lock-member.js';
import { implementStaff } from '../../registry.js';

export const adminUnlockMember = implementStaff('adminUnlockMember', 'operator', async (input, ctx) => {
  await unlockMember(ctx, input.id);
  return { message: 'success' };
});
