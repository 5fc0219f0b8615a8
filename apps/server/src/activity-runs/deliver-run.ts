import { seoulToday } from '@putt/contract/dates';
import { ErrorCode } from '@putt/contract/errors';
import { desc, eq } from 'drizzle-orm';
import { type AuditCaller, writeAudit } from '../audit/write-audit.js';
import type { Db } from '../db/client.js';
import { activityRuns, activityMeetings } from '../db/schema/activity-runs.js';
import { AppError } from '../errors/app-error.js';
import { lockedRun } from './locked-run.js';

/** Marks a confirmed run delivered once its last meeting has been held (issue 25). */
export async function deliverRun(db: Db, caller: AuditCaller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { run, line } = await lockedRun(tx, id);
    if (run.status !== 'confirmed')
      throw new AppError(ErrorCode.INVALID_STATE, `A ${run.status} run is not delivered`);
    const [last] = await tx
      .select({ date: activityMeetings.date })
      .from(activityMeetings)
      .where(eq(activityMeetings.runId, id))
      .orderBy(desc(activityMeetings.seq))
      .limit(1);
    if (!last || last.date > seoulToday()) {
      throw new AppError(ErrorCode.INVALID_STATE, 'Not held yet', { id: 'admin_activities:v.notOver' });
    }
    await tx
      .update(activityRuns)
      .set({ status: 'delivered', deliveredAt: new Date() })
      .where(eq(activityRuns.id, id));
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: 'activity-run',
      targetId: id,
      subject: line.name,
      detail: { from: 'confirmed', to: 'delivered' },
    });
  });
}
