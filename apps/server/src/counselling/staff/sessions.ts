import type { adminGetCounselling, adminListCounselling } from '@putt/contract/admin/counselling';
import { addDays } from '@putt/contract/dates';
import type { InputOf, OutputOf } from '@putt/contract/operation';
import type { z } from 'zod';
import { aliasedTable, and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { StaffActor } from '../../auth/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { pageWindow } from '../../db/paging.js';
import { containsAny, seoulDayStart } from '../../db/filters.js';
import { members, organisations, staff } from '../../db/schema/accounts.js';
import { counsellingHistory, counsellingSessions } from '../../db/schema/counselling.js';
import { examinees, orders, projects } from '../../db/schema/orders.js';
import { attempts } from '../../db/schema/attempts.js';
import { reports, results } from '../../db/schema/results.js';
import { fromDateColumn } from '../../db/date-columns.js';
import { readReachableSession } from '../reachable-session.js';
import { namedPersonOf } from '../person-key.js';

type Row = OutputOf<typeof adminListCounselling>['items'][number];
type ListInput = z.output<(typeof adminListCounselling)['input']>;

const counsellor = aliasedTable(staff, 'counsellor');

const rowColumns = {
  session: counsellingSessions,
  examineeName: examinees.name,
  organisation: organisations.name,
  member: members.name,
  memberUid: members.uid,
  counsellorLogin: counsellor.staffId,
  counsellorName: counsellor.name,
};

/** A select from the sessions joined to their examinee, order, member, organisation and counsellor. */
function withParties<T extends PgSelect>(query: T) {
  return query
    .innerJoin(examinees, eq(examinees.sk, counsellingSessions.examineeSk))
    .innerJoin(orders, eq(orders.sk, counsellingSessions.orderSk))
    .innerJoin(members, eq(members.id, orders.memberId))
    .leftJoin(organisations, eq(organisations.id, orders.organisationId))
    .leftJoin(counsellor, eq(counsellor.id, counsellingSessions.counsellorId));
}

const rowSelect = (db: DbOrTx) => withParties(db.select(rowColumns).from(counsellingSessions).$dynamic());

type Selected = Awaited<ReturnType<ReturnType<typeof rowSelect>['execute']>>[number];

function toRow(r: Selected): Row {
  const s = r.session;
  return {
    id: s.id,
    status: s.status,
    examineeName: r.examineeName,
    // an individual's account may have no name: its login id then
    customer: r.organisation ?? (r.member || r.memberUid),
    orderSK: s.orderSk,
    level: s.level as Row['level'],
    minutes: s.minutes,
    requestedDate: s.requestedDate,
    requestedType: (s.requestedType as Row['requestedType']) ?? null,
    startsAt: s.startsAt?.getTime() ?? null,
    type: s.type ?? null,
    counsellor: r.counsellorLogin ? { staffId: r.counsellorLogin, name: r.counsellorName ?? '' } : null,
  };
}

/**
 * The back office's sessions (a counsellor's own only), by status, counsellor, booked days (Korea)
 * and a search of the examinee's or customer's name; booked ones by time, the rest newest first.
 */
export async function listSessions(
  db: DbOrTx,
  by: StaffActor,
  input: ListInput,
): Promise<OutputOf<typeof adminListCounselling>> {
  const slice = pageWindow(input.page);
  const where: (SQL | undefined)[] = [
    input.status ? eq(counsellingSessions.status, input.status) : undefined,
    input.counsellor ? eq(counsellor.staffId, input.counsellor) : undefined,
    by.staffRole === 'counsellor' ? eq(counsellingSessions.counsellorId, by.staffId) : undefined,
    input.from ? gte(counsellingSessions.startsAt, seoulDayStart(input.from)) : undefined,
    input.to ? lt(counsellingSessions.startsAt, seoulDayStart(addDays(input.to, 1))) : undefined,
    containsAny(input.q, [examinees.name, organisations.name, members.name]),
  ];
  const rows = await rowSelect(db)
    .where(and(...where))
    .orderBy(sql`${counsellingSessions.startsAt} asc nulls last`, desc(counsellingSessions.createdAt))
    .limit(slice.limit)
    .offset(slice.offset);
  const [count] = await withParties(
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(counsellingSessions)
      .$dynamic(),
  ).where(and(...where));
  return { items: rows.map(toRow), total: count?.total ?? 0, page: input.page };
}

const changer = aliasedTable(staff, 'changer');
const assigned = aliasedTable(staff, 'assigned');

/** One session with what a counsellor needs: the student, the reports, the notes, the history. */
export async function readSession(
  db: DbOrTx,
  by: StaffActor,
  { id }: InputOf<typeof adminGetCounselling>,
): Promise<OutputOf<typeof adminGetCounselling>> {
  const session = await readReachableSession(db, by, id);
  const [row] = await withParties(
    db
      .select({ ...rowColumns, examinee: examinees, order: orders })
      .from(counsellingSessions)
      .$dynamic(),
  ).where(eq(counsellingSessions.id, id));
  const { examinee, order } = row!;
  const history = await db
    .select({ change: counsellingHistory, by: changer.staffId, counsellorName: assigned.name })
    .from(counsellingHistory)
    .leftJoin(changer, eq(changer.id, counsellingHistory.byStaffId))
    .leftJoin(assigned, eq(assigned.id, counsellingHistory.counsellorId))
    .where(eq(counsellingHistory.sessionId, id))
    .orderBy(asc(counsellingHistory.at));
  return {
    ...toRow(row!),
    place: session.place,
    meetingUrl: session.meetingUrl,
    notes: {
      goalStrategy: session.goalStrategy,
      actionPlan: session.actionPlan,
      experienceBoard: session.experienceBoard,
    },
    summary: session.summary,
    examinee: {
      dob: fromDateColumn(examinee.dob) ?? '',
      gender: examinee.gender,
      schoolInfo: examinee.schoolInfo,
    },
    contactEmail: order.receiverEmail,
    guardian: order.guardianName
      ? {
          name: order.guardianName,
          relationship: order.guardianRelationship ?? '',
          phone: order.guardianPhone ?? '',
        }
      : null,
    reports: await personReports(db, session),
    history: history.map(({ change, by: login, counsellorName }) => ({
      at: change.at.getTime(),
      status: change.status,
      startsAt: change.startsAt?.getTime() ?? null,
      by: login,
      counsellorName,
      reason: change.reason,
    })),
  };
}

/** The ready student reports of the session's person in its order (an individual's two tests). */
export async function personReports(
  db: DbOrTx,
  session: typeof counsellingSessions.$inferSelect,
): Promise<{ id: string; testName: string }[]> {
  // a school's pupil is their examinee alone: a classmate of the same name and birth date is not them
  const named = namedPersonOf(session.personKey);
  const people = named
    ? await db
        .select({ sk: examinees.sk })
        .from(examinees)
        .innerJoin(projects, eq(projects.sk, examinees.projectSk))
        .where(
          and(
            eq(projects.orderSk, session.orderSk),
            eq(examinees.name, named.name),
            eq(examinees.dob, named.dob),
          ),
        )
    : [{ sk: session.examineeSk }];
  if (people.length === 0) return [];
  const rows = await db
    .select({ id: reports.id, testName: projects.name })
    .from(reports)
    .innerJoin(results, eq(results.id, reports.resultId))
    .innerJoin(attempts, eq(attempts.id, results.attemptId))
    .innerJoin(projects, eq(projects.sk, reports.projectSk))
    .where(
      and(
        eq(reports.kind, 'student'),
        eq(reports.status, 'ready'),
        inArray(
          attempts.examineeSk,
          people.map((p) => p.sk),
        ),
      ),
    )
    .orderBy(asc(projects.num));
  return rows;
}
