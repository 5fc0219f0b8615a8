import { dispatchResultWork } from '../../../reports/result-work.js';
import { rescoreResult } from '../../../workflows/rescore-result.js';
import { resultRow } from '../../../scoring/staff/result-rows.js';
import { implementStaff } from '../../registry.js';

// Rescoring under another norm changes what parents read, and is for administrators.
export const adminRescoreResult = implementStaff('adminRescoreResult', 'admin', async ({ id }, ctx) => {
  const rescored = await rescoreResult(ctx.db, ctx, id);
  await dispatchResultWork(ctx.jobs, rescored.work);
  return { result: (await resultRow(ctx.db, rescored.id))! };
});
