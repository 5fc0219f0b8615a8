import { releaseHeldPlace } from '../../../projects/release-held-place.js';
import { implementStaff } from '../../registry.js';

// A school or a family who cannot release a held place themselves asks the company (issue 43):
// staff release it as the customer would, in the audit log under the staff member.
export const adminReleaseHeldPlace = implementStaff(
  'adminReleaseHeldPlace',
  'operator',
  async (input, ctx) => {
    await releaseHeldPlace(ctx.db, ctx, input);
    return { message: 'success' as const };
  },
);
