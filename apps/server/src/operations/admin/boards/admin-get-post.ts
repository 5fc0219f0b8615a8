import { findStaffPost } from '../../../boards/staff/find-staff-post.js';
import { implementStaff } from '../../registry.js';

export const adminGetPost = implementStaff('adminGetPost', 'operator', async ({ sk }, ctx) =>
  findStaffPost(ctx.db, sk),
);
