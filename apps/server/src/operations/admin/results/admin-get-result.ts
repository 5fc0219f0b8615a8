import { writeAudit } from '../../../audit/write-audit.js';
import { readResult } from '../../../scoring/staff/result-rows.js';
import { implementStaff } from '../../registry.js';

// Results name minors: every view is audited.
export const adminGetResult = implementStaff('adminGetResult', 'operator', async ({ id }, ctx) => {
  const read = await readResult(ctx.db, id);
  await writeAudit(ctx.db, ctx, {
    kind: 'view',
    targetType: 'result',
    targetId: id,
    subject: read.result.examinee.name,
  });
  return read;
});
