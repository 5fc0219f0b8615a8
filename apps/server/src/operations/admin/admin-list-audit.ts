import { listAudit } from '../../audit/list-audit.js';
import { implementStaff } from '../registry.js';

// Administrators only: the log is oversight of staff. Reading it is not itself logged (it holds
// no personal data beyond names the staff already saw).
export const adminListAudit = implementStaff('adminListAudit', 'admin', async (input, { db }) =>
  listAudit(db, input),
);
