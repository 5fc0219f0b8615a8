import { addTrainee } from '../../../expert-courses/trainees.js';
import { implementStaff } from '../../registry.js';

export const adminAddTrainee = implementStaff('adminAddTrainee', 'operator', async (input, ctx) =>
  addTrainee(ctx.db, ctx, input),
);
