import { saveCohort } from '../../../expert-courses/save-cohort.js';
import { implementStaff } from '../../registry.js';

export const adminSaveCohort = implementStaff('adminSaveCohort', 'operator', async (input, ctx) =>
  saveCohort(ctx.db, ctx, input),
);
