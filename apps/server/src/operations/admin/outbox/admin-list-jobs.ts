import { listJobs } from '../../../jobs/staff/list-jobs.js';
import { implementStaff } from '../../registry.js';

// Queue names, counts and error texts hold no personal data: reading them is not audited.
export const adminListJobs = implementStaff('adminListJobs', 'operator', async (_input, ctx) =>
  listJobs(ctx.db, ctx.jobs.queues),
);
