import type { TMyActivityRun } from '@putt/contract/activity-runs';
import { and, desc, eq } from 'drizzle-orm';
import type { OrgActor } from '../auth/actor.js';
import type { DbOrTx } from '../db/client.js';
import { activityRuns } from '../db/schema/activity-runs.js';
import { orders } from '../db/schema/orders.js';
import { runsWithParties, runView, meetingsOf } from './run-reads.js';

/**
 * The runs of the caller's organisation's orders, newest first. A plan still being made is not
 * shown: the organisation sees the meetings, place and instructor once staff confirmed them.
 */
export async function myRuns(db: DbOrTx, actor: OrgActor): Promise<{ items: TMyActivityRun[] }> {
  const rows = await runsWithParties(db)
    .where(and(eq(orders.organisationId, actor.orgId), eq(orders.type, 'organisation')))
    .orderBy(desc(activityRuns.createdAt))
    .limit(500);
  const meetings = await meetingsOf(
    db,
    rows.map((row) => row.run.id),
  );
  return {
    items: rows.map((row) => {
      const view = runView(row, meetings.get(row.run.id)!);
      return row.run.status === 'planning'
        ? { ...view, place: '', instructorName: null, teamSize: null, notes: '', meetings: [] }
        : view;
    }),
  };
}
