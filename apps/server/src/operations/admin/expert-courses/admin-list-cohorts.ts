import { listCohorts } from '../../../expert-courses/staff/cohorts.js';
import { implementStaff } from '../../registry.js';

export const adminListCohorts = implementStaff('adminListCohorts', 'operator', async (input, ctx) =>
  listCohorts(ctx.db, input),
);
