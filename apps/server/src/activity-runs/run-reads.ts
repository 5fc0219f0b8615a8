import type { TMyActivityRun } from '@putt/contract/activity-runs';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { organisations, staff } from '../db/schema/accounts.js';
import { activityRuns, activityMeetings } from '../db/schema/activity-runs.js';
import { orderProducts, orders } from '../db/schema/orders.js';

/** A run joined to its order, organisation, line and instructor: what every read of runs starts from. */
export function runsWithParties(db: DbOrTx) {
  return db
    .select({
      run: activityRuns,
      order: orders,
      line: orderProducts,
      organisation: organisations.name,
      instructorName: staff.name,
      instructor: staff.staffId,
    })
    .from(activityRuns)
    .innerJoin(orders, eq(orders.sk, activityRuns.orderSk))
    .innerJoin(organisations, eq(organisations.id, orders.organisationId))
    .innerJoin(orderProducts, eq(orderProducts.id, activityRuns.lineId))
    .leftJoin(staff, eq(staff.id, activityRuns.instructorId))
    .$dynamic();
}

export type RunRow = Awaited<ReturnType<ReturnType<typeof runsWithParties>['execute']>>[number];

export type MeetingRow = { date: string; time: string; hours: number };

/** The meetings of some runs, in order, by run. */
export async function meetingsOf(db: DbOrTx, runIds: string[]): Promise<Map<string, MeetingRow[]>> {
  const byRun = new Map<string, MeetingRow[]>(runIds.map((id) => [id, []]));
  if (!runIds.length) return byRun;
  const rows = await db
    .select()
    .from(activityMeetings)
    .where(inArray(activityMeetings.runId, runIds))
    .orderBy(asc(activityMeetings.runId), asc(activityMeetings.seq));
  for (const row of rows) byRun.get(row.runId)!.push({ date: row.date, time: row.time, hours: row.hours });
  return byRun;
}

/** A run as both the organisation and staff see it (staff add to it). */
export function runView(row: RunRow, meetings: MeetingRow[]): TMyActivityRun {
  return {
    id: row.run.id,
    orderSK: row.order.sk,
    orderName: row.order.name,
    productType: row.line.type,
    productName: row.line.name,
    persons: row.line.quantity,
    status: row.run.status,
    place: row.run.place,
    instructorName: row.instructorName,
    teamSize: row.run.teamSize,
    notes: row.run.notes,
    meetings,
    confirmedAt: row.run.confirmedAt?.getTime() ?? null,
    deliveredAt: row.run.deliveredAt?.getTime() ?? null,
  };
}
