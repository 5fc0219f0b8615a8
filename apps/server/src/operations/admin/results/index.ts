import { writeAudit } from '../../../audit/write-audit.js';
import { dispatchResultWork } from '../../../reports/result-work.js';
import { rescoreResult } from '../../../workflows/rescore-result.js';
import { listResultRows, readResult, resultRow } from '../../../scoring/staff/result-rows.js';
import { reviewResult } from '../../../workflows/review-result.js';
import { type OperationDef, implementStaff } from '../../registry.js';

// Reviewing a held result is the operators' daily work; rescoring under another norm changes what
// parents read, and is for administrators. Results name minors: every view is audited.

const adminListResults = implementStaff('adminListResults', 'operator', async (input, ctx) => {
  const page = await listResultRows(ctx.db, input);
  await writeAudit(ctx.db, ctx, {
    kind: 'view',
    targetType: 'result',
    detail: { q: input.q, status: input.status, count: page.items.length },
  });
  return page;
});

const adminGetResult = implementStaff('adminGetResult', 'operator', async ({ id }, ctx) => {
  const read = await readResult(ctx.db, id);
  await writeAudit(ctx.db, ctx, {
    kind: 'view',
    targetType: 'result',
    targetId: id,
    subject: read.result.examinee.name,
  });
  return read;
});

const adminReviewResult = implementStaff('adminReviewResult', 'operator', async (input, ctx) => {
  await dispatchResultWork(ctx.jobs, await reviewResult(ctx.db, ctx, input, ctx.config.publicOrigin));
  return { message: 'success' as const };
});

const adminRescoreResult = implementStaff('adminRescoreResult', 'admin', async ({ id }, ctx) => {
  const rescored = await rescoreResult(ctx.db, ctx, id);
  await dispatchResultWork(ctx.jobs, rescored.work);
  return { result: (await resultRow(ctx.db, rescored.id))! };
});

export const adminResultOperations: readonly OperationDef[] = [
  adminListResults,
  adminGetResult,
  adminReviewResult,
  adminRescoreResult,
];
