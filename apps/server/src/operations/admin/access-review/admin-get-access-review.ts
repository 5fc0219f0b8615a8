import { getAccessReview } from '../../../audit/access-review/access-review.js';
import { implementStaff } from '../../registry.js';

// Administrators only, like the audit log it reads: oversight of staff. The figures are counts and
// staff logins; reading them is not itself logged.
export const adminGetAccessReview = implementStaff('adminGetAccessReview', 'admin', async (input, { db }) =>
  getAccessReview(db, input.month),
);
