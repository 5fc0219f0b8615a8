import type { TAdminActivityDetail, TAdminActivityRow } from '@putt/contract/admin/activity-runs';
import type { ActivityRunStatus } from '@putt/contract/activity-runs';
import { activityHours, activityTeamSizes } from '@putt/contract/catalogue-facts';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { organisations } from '../../db/schema/accounts.js';
import { activityRuns, activitySessions } from '../../db/schema/activity-runs.js';
import { orders } from '../../db/schema/orders.js';
import { containsAny } from '../../db/filters.js';
import { notFound } from '../../errors/app-error.js';
import { runsWithParties, runView, sessionsOf } from '../run-reads.js';

type ListInput = { page: number; q: string; status: ActivityRunStatus | '' };

// the first session's date: runs to plan first, then by when they happen
const firstDate = sql<
  string | null
>`(select min(${activitySessions.date}) from ${activitySessions} where ${activitySessions.runId} = ${activityRuns.id})`;

/** The back office's runs: planning first, then by their first session. */
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
  const sessions = await sessionsOf(
    db,
    rows.map((row) => row.run.id),
  );
  return {
    items: rows.map((row) => {
      const view = runView(row, sessions.get(row.run.id)!);
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
        startsOn: view.sessions[0]?.date ?? null,
        endsOn: view.sessions.at(-1)?.date ?? null,
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
  const sessions = await sessionsOf(db, [id]);
  const type = row.line.type;
  return {
    ...runView(row, sessions.get(id)!),
    organisation: row.organisation,
    contactEmail: row.order.receiverEmail,
    contactName: row.order.clientContactName,
    contactPhone: row.order.clientContactPhone,
    instructor: row.instructor,
    programmeHours: activityHours[type] ?? null,
    teamSizes: activityTeamSizes[type] ? [...activityTeamSizes[type]] : null,
  };
}
