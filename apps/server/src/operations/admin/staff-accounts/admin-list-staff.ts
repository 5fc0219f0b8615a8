import { listStaff } from '../../../staff/list-staff.js';
import { implementStaff } from '../../registry.js';

// Staff names and login ids are the company's own accounts, not customers' personal data: reading
// the list is not audited (every change to it is).
export const adminListStaff = implementStaff('adminListStaff', 'admin', async (_input, { db }) =>
  listStaff(db),
);
