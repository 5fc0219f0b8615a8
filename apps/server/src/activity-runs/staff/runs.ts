import type { TAdminActivityDetail, TAdminActivityRow } from '@putt/contract/admin/activity-runs';
import type { ActivityRunStatus } from '@putt/contract/activity-runs';
import { activityHours, activityTeamSizes } from '@putt/contract/catalogue-facts';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { organisations } from '../../db/schema/accounts.js';
import { activityRuns, activityMeetings } from '../../db/schema/activity-runs.js';
import { orders } from '../../db/schema/orders.js';
import { containsAny } from '../../db/filters.js';
import { notFound } from '../../errors/app-error.js';
import { runsWithParties, runView, meetingsOf } from '../run-reads.js';

type ListInput = { page: number; q: string; status: ActivityRunStatus | '' };

// the first meeting's date: runs to plan first, then by when they happen
const firstDate = sql<
  string | null
>`(select min(${activityMeetings.date}) from ${activityMeetings} where ${activityMeetings.runId} = ${activityRuns.id})`;

/** The back office's runs: planning first, then by their first meeting. */
export async function listRuns(
  db: DbOrTx,
  input: ListInput,
): Promise<{ items: TAdminActivityRow[]; total: number; page: number }> {
  const where = and(
    input.status ? eq(activityRuns.status, input.status) : undefined,
    containsAny(input.q, [organisations.name, orders.name]),
  );
  const { rows, total } = await pageOf(
    runsWithParties(db)
      .where(where)
      .orderBy(sql`${activityRuns.status} <> 'planning'`, asc(firstDate), desc(activityRuns.createdAt))
      .$dynamic(),
    db
      .select({ n: count() })
      .from(activityRuns)
      .innerJoin(orders, eq(orders.sk, activityRuns.orderSk))
      .innerJoin(organisations, eq(organisations.id, orders.organisationId))
      .where(where),
    input.page,
  );
  const meetings = await meetingsOf(
    db,
    rows.map((row) => row.run.id),
  );
  return {
    items: rows.map((row) => {
      const view = runView(row, meetings.get(row.run.id)!);
      return {
        id: view.id,
        orderSK: view.orderSK,
        orderName: view.orderName,
        productType: view.productType,
        productName: view.productName,
        persons: view.persons,
        status: view.status,
        place: view.place,
        instructorName: view.instructorName,
        organisation: row.organisation,
        startsOn: view.meetings[0]?.date ?? null,
        endsOn: view.meetings.at(-1)?.date ?? null,
      };
    }),
    total,
    page: input.page,
  };
}

/** One run with its organisation and contact, as staff plan it. */
export async function readRun(db: DbOrTx, id: string): Promise<TAdminActivityDetail> {
  const [row] = await runsWithParties(db).where(eq(activityRuns.id, id));
  if (!row) throw notFound('No such Activity run');
  const meetings = await meetingsOf(db, [id]);
  const type = row.line.type;
  return {
    ...runView(row, meetings.get(id)!),
    organisation: row.organisation,
    contactEmail: row.order.receiverEmail,
    contactName: row.order.clientContactName,
    contactPhone: row.order.clientContactPhone,
    instructor: row.instructor,
    programmeHours: activityHours[type] ?? null,
    teamSizes: activityTeamSizes[type] ? [...activityTeamSizes[type]] : null,
  };
}
