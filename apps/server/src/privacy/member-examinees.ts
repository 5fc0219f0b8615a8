import type { TMyExaminee } from '@putt/contract/privacy';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { attempts } from '../db/schema/attempts.js';
import { examinees, orders, projects } from '../db/schema/orders.js';
import { fromDateColumn } from '../db/date-columns.js';
import { attemptAnswering } from './answering.js';

type Row = {
  sk: string;
  name: string;
  dob: string | null;
  eraseRequestedAt: Date | null;
  /** null for an examinee without attempts */
  answering: boolean | null;
};

/** One person across an individual's orders and tests: the same name and birth date. */
const personOf = (row: { name: string; dob: string | null }) => `${row.name.trim()}|${row.dob ?? ''}`;

/** The member's examinee records not erased yet, newest first, with their attempts' states. */
function identifiedRows(db: DbOrTx, memberId: string): Promise<Row[]> {
  return db
    .select({
      sk: examinees.sk,
      name: examinees.name,
      dob: examinees.dob,
      eraseRequestedAt: examinees.eraseRequestedAt,
      answering: attemptAnswering,
    })
    .from(examinees)
    .innerJoin(projects, eq(projects.sk, examinees.projectSk))
    .innerJoin(orders, eq(orders.sk, projects.orderSk))
    .leftJoin(attempts, eq(attempts.examineeSk, examinees.sk))
    .where(and(eq(orders.memberId, memberId), eq(orders.type, 'individual'), isNull(examinees.erasedAt)))
    .orderBy(desc(examinees.createdAt));
}

/** The member's examinees, one per person, as the privacy page lists them. */
export async function listMemberExaminees(db: DbOrTx, memberId: string): Promise<TMyExaminee[]> {
  const people = new Map<string, { first: Row; sks: Set<string>; requested: boolean; answering: boolean }>();
  for (const row of await identifiedRows(db, memberId)) {
    const key = personOf(row);
    const person = people.get(key) ?? { first: row, sks: new Set(), requested: false, answering: false };
    person.sks.add(row.sk);
    person.requested ||= row.eraseRequestedAt !== null;
    person.answering ||= row.answering === true;
    people.set(key, person);
  }
  return [...people.values()].map(({ first, sks, requested, answering }) => ({
    SK: first.sk,
    name: first.name,
    dob: fromDateColumn(first.dob) ?? '',
    tests: sks.size,
    erasureRequested: requested,
    answering,
  }));
}

/**
 * Every identified examinee record of the person `sk` names among the member's orders, and whether a
 * test of theirs is being answered; null when `sk` is none of the member's (answered as missing).
 */
export async function memberPerson(
  db: DbOrTx,
  memberId: string,
  sk: string,
): Promise<{ sks: string[]; answering: boolean } | null> {
  const rows = await identifiedRows(db, memberId);
  const named = rows.find((row) => row.sk === sk);
  if (!named) return null;
  const same = rows.filter((row) => personOf(row) === personOf(named));
  return {
    sks: [...new Set(same.map((row) => row.sk))],
    answering: same.some((row) => row.answering === true),
  };
}
