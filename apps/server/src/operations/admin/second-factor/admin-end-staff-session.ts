import { endStaffSession } from '../../../staff/staff-sessions.js';
import { implementStaff } from '../../registry.js';

export const adminEndStaffSession = implementStaff(
  'adminEndStaffSession',
  'counsellor',
  async (input, ctx) => {
    await endStaffSession(ctx, input.id);
    return { message: 'success' };
  },
);
