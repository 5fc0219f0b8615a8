import { readStaffSession } from '../../../staff/read-staff-session.js';
import { implement } from '../../registry.js';

export const adminGetSession = implement(
  'adminGetSession',
  'anyone',
  'self',
  async (_input, { db, actor }) => ({
    staff: actor.role === 'staff' ? await readStaffSession(db, actor.staffId) : null,
  }),
);
