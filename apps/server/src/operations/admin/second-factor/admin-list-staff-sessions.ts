import { listStaffSessions } from '../../../staff/staff-sessions.js';
import { implementStaff } from '../../registry.js';

// every staff member sees their own; another's answer as missing unless the caller is an administrator
export const adminListStaffSessions = implementStaff(
  'adminListStaffSessions',
  'counsellor',
  async (input, ctx) => ({
    items: await listStaffSessions(ctx, input.staffId),
  }),
);
