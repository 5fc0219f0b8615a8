import { hasTestLink } from '@putt/contract/lifecycle';
import {
  ORDER_PAGE_SIZE,
  type TExamineeInfo,
  type TOrderDetail,
  type TOrderRow,
} from '@putt/contract/orders';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { preparedPer } from '../db/prepared.js';
import { reportProgressOf } from './progress/report-progress.js';
import { progressOfClasses } from './progress/class-progress.js';
import { heldPlacesOf } from './progress/held-places.js';
import { attempts } from '../db/schema/attempts.js';
import { entryCodes, examinees, orderProducts, orders, projects } from '../db/schema/orders.js';
import { reports, results } from '../db/schema/results.js';
import { notFound } from '../errors/app-error.js';
import { fromDateColumn } from '../db/date-columns.js';

type OrderRowDb = typeof orders.$inferSelect;

/** What a list row shows of an order: a list reads these columns only. */
const listColumns = {
  sk: orders.sk,
  name: orders.name,
  type: orders.type,
  status: orders.status,
  totalPrice: orders.totalPrice,
  createdAt: orders.createdAt,
  isPaid: orders.isPaid,
};

const toRow = (row: Pick<OrderRowDb, keyof typeof listColumns>): TOrderRow => ({
  SK: row.sk,
  name: row.name,
  type: row.type,
  status: row.status,
  totalPrice: row.totalPrice,
  createdDate: row.createdAt.getTime(),
  is_paid: row.isPaid,
});

const newestOrdersFirst = [desc(orders.createdAt), desc(orders.sk)] as const;

// the member's my page opens on it
const memberOrdersPage = preparedPer((db) =>
  db
    .select(listColumns)
    .from(orders)
    .where(eq(orders.memberId, sql.placeholder('memberId')))
    .orderBy(...newestOrdersFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('member_orders_page'),
);

/** A member's own orders, newest first; a search looks for the text in the order's name. */
export async function listMemberOrders(
  db: DbOrTx,
  memberId: string,
  { page, search }: { page: number; search: string },
) {
  const window = { limit: ORDER_PAGE_SIZE + 1, offset: (page - 1) * ORDER_PAGE_SIZE };
  const rows = search
    ? await db
        .select(listColumns)
        .from(orders)
        .where(
          and(eq(orders.memberId, memberId), sql`strpos(lower(${orders.name}), ${search.toLowerCase()}) > 0`),
        )
        .orderBy(...newestOrdersFirst)
        .limit(window.limit)
        .offset(window.offset)
    : await memberOrdersPage(db).execute({ memberId, ...window });
  return {
    Items: rows.slice(0, ORDER_PAGE_SIZE).map(toRow),
    page,
    hasNext: rows.length > ORDER_PAGE_SIZE,
  };
}

/** One of the member's orders with everything in it; another member's answers like a missing one. */
export async function memberOrderDetail(db: DbOrTx, memberId: string, sk: string): Promise<TOrderDetail> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.sk, sk), eq(orders.memberId, memberId)))
    .limit(1);
  if (!order) throw notFound('Order not found');
  return orderDetail(db, order);
}

/** An order with its product lines, projects and their examinees (the member's and staff's view). */
export async function orderDetail(db: DbOrTx, order: OrderRowDb): Promise<TOrderDetail> {
  const sk = order.sk;
  const lines = await db
    .select()
    .from(orderProducts)
    .where(eq(orderProducts.orderSk, sk))
    .orderBy(asc(orderProducts.sort));
  const projectRows = await db
    .select()
    .from(projects)
    .where(eq(projects.orderSk, sk))
    .orderBy(asc(projects.num));
  // codes are shown while a class can be entered (spec-2 §4)
  const openSks = projectRows.filter((p) => hasTestLink(p.status)).map((p) => p.sk);
  const codes = openSks.length
    ? await db
        .select({ projectSk: entryCodes.projectSk, num: entryCodes.num, code: entryCodes.code })
        .from(entryCodes)
        .where(inArray(entryCodes.projectSk, openSks))
        .orderBy(asc(entryCodes.num))
    : [];
  const progress = await progressOfClasses(db, openSks);
  // results and reports from the opening on, closed classes too (their reports stay to download)
  const reportProgress = await reportProgressOf(
    db,
    projectRows.filter((p) => p.status !== 'pending' && p.status !== 'canceled').map((p) => p.sk),
  );
  const held = await heldPlacesOf(
    db,
    projectRows.map((p) => p.sk),
  );
  const people = projectRows.length
    ? await db
        .select()
        .from(examinees)
        .where(
          and(
            inArray(
              examinees.projectSk,
              projectRows.map((p) => p.sk),
            ),
            // an erased examinee (decision 041) is in no page
            isNull(examinees.erasedAt),
          ),
        )
        .orderBy(asc(examinees.num))
    : [];
  const reportOf = await readyReportsOf(
    db,
    people.map((person) => person.sk),
  );
  return {
    ...toRow(order),
    receiver_email: order.receiverEmail,
    guardian: order.guardianName
      ? {
          name: order.guardianName,
          relationship: order.guardianRelationship ?? '',
          phone_number: order.guardianPhone ?? '',
        }
      : null,
    payment_method: {
      type: 'bank_deposit',
      deposit_name: order.depositName,
      bank_date: fromDateColumn(order.bankDate)!,
    },
    products: lines.map((line) => ({
      prod_id: line.prodId,
      name: line.name,
      type: line.type,
      price: line.unitPrice,
    })),
    projects: projectRows.map((project) => ({
      SK: project.sk,
      num: project.num,
      name: project.name,
      type: project.type,
      status: project.status,
      start_target_date: fromDateColumn(project.startTargetDate)!,
      end_target_date: fromDateColumn(project.endTargetDate),
      counsel_target_date: fromDateColumn(project.counselTargetDate),
      counsel_type: project.counselType as 'offline' | 'online' | null,
      responder_uri: project.responderUri,
      grade: project.grade,
      class: project.classNum,
      major: project.major,
      email: project.email,
      student_count: project.studentCount,
      guardian_consent:
        project.consentCollectedBy && project.consentCollectedOn && project.consentRecordedAt
          ? {
              collected_by: project.consentCollectedBy,
              collected_on: fromDateColumn(project.consentCollectedOn)!,
              recorded_at: project.consentRecordedAt.getTime(),
            }
          : null,
      ...(reportProgress.has(project.sk) ? { reports: reportProgress.get(project.sk)! } : {}),
      ...(held.has(project.sk) ? { held: held.get(project.sk)! } : {}),
      ...(openSks.includes(project.sk)
        ? {
            codes: codes
              .filter((code) => code.projectSk === project.sk)
              .map(({ num, code }) => ({
                num,
                code,
                progress: progress.get(`${project.sk}:${num}`) ?? null,
              })),
          }
        : {}),
      examinees: people
        .filter((person) => person.projectSk === project.sk)
        .map((person) => ({
          SK: person.sk,
          num: person.num,
          authCode: person.authCode,
          ...examineeInfo(person),
          report_file: reportOf.get(person.sk) ?? null,
        })),
    })),
  };
}

/** Each examinee's ready student report key, of their current result. */
async function readyReportsOf(db: DbOrTx, examineeSks: string[]): Promise<Map<string, string>> {
  if (examineeSks.length === 0) return new Map();
  const rows = await db
    .select({ examineeSk: attempts.examineeSk, key: reports.key })
    .from(reports)
    .innerJoin(results, eq(results.id, reports.resultId))
    .innerJoin(attempts, eq(attempts.id, results.attemptId))
    .where(
      and(
        inArray(attempts.examineeSk, examineeSks),
        eq(reports.kind, 'student'),
        eq(reports.status, 'ready'),
        isNull(results.supersededAt),
      ),
    );
  return new Map(rows.map((row) => [row.examineeSk, row.key]));
}

function examineeInfo(person: typeof examinees.$inferSelect): TExamineeInfo {
  return {
    name: person.name,
    dob: fromDateColumn(person.dob)!,
    gender: person.gender as TExamineeInfo['gender'],
    school_info: person.schoolInfo,
    email: person.email,
    address: { postCode: person.postCode, address: person.address, addressDetail: person.addressDetail },
  };
}

/** The examinees of the member's earlier orders, the latest of each person (name and birth date). */
export async function memberExaminees(db: DbOrTx, memberId: string): Promise<TExamineeInfo[]> {
  const rows = await db
    .select({ examinee: examinees })
    .from(examinees)
    .innerJoin(projects, eq(projects.sk, examinees.projectSk))
    .innerJoin(orders, eq(orders.sk, projects.orderSk))
    .where(and(eq(orders.memberId, memberId), isNull(examinees.erasedAt)))
    .orderBy(desc(examinees.createdAt))
    .limit(200);
  const seen = new Set<string>();
  const people: TExamineeInfo[] = [];
  for (const { examinee } of rows) {
    const key = `${examinee.name}|${examinee.dob}`;
    if (seen.has(key)) continue;
    seen.add(key);
    people.push(examineeInfo(examinee));
  }
  return people.slice(0, 20);
}
