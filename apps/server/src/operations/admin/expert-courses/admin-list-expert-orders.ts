import { expertOrdersOfCohort } from '../../../expert-courses/trainees.js';
import { implementStaff } from '../../registry.js';

export const adminListExpertOrders = implementStaff('adminListExpertOrders', 'operator', async (input, ctx) =>
  expertOrdersOfCohort(ctx.db, input.cohortId),
);
