import { listCounsellors } from '../../../counselling/counsellors.js';
import { implementStaff } from '../../registry.js';

// Choosing who counsels is the operators' work.
export const adminListCounsellors = implementStaff('adminListCounsellors', 'operator', async (_input, ctx) =>
  listCounsellors(ctx.db),
);
