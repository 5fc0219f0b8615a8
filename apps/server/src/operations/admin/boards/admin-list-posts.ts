import { listStaffPosts } from '../../../boards/staff/list-staff-posts.js';
import { implementStaff } from '../../registry.js';

// Posts hold no personal data: listing them writes no audit row.
export const adminListPosts = implementStaff('adminListPosts', 'operator', async (input, ctx) =>
  listStaffPosts(ctx.db, input),
);
