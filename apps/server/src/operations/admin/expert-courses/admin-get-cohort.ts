import { readCohort } from '../../../expert-courses/staff/cohorts.js';
import { implementStaff } from '../../registry.js';

export const adminGetCohort = implementStaff('adminGetCohort', 'operator', async (input, ctx) =>
  readCohort(ctx.db, input.id),
);
