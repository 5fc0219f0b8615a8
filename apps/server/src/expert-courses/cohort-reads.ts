import { seatHoldingStatuses } from '@putt/contract/expert-courses';
import { asc, count, eq, inArray, sum } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { courseAttendance, courseEnrolments, courseMeetings } from '../db/schema/expert-courses.js';

export type MeetingRow = { id: string; date: string; time: string; hours: number };

/** The meetings of some cohorts, in order, by cohort. */
export async function meetingsOf(db: DbOrTx, cohortIds: string[]): Promise<Map<string, MeetingRow[]>> {
  const byCohort = new Map<string, MeetingRow[]>(cohortIds.map((id) => [id, []]));
  if (!cohortIds.length) return byCohort;
  const rows = await db
    .select()
    .from(courseMeetings)
    .where(inArray(courseMeetings.cohortId, cohortIds))
    .orderBy(asc(courseMeetings.cohortId), asc(courseMeetings.seq));
  for (const row of rows) {
    byCohort.get(row.cohortId)!.push({ id: row.id, date: row.date, time: row.time, hours: row.hours });
  }
  return byCohort;
}

/** Seats held and enrolments waiting, by cohort. */
export async function seatCounts(
  db: DbOrTx,
  cohortIds: string[],
): Promise<Map<string, { held: number; waiting: number }>> {
  const counts = new Map(cohortIds.map((id) => [id, { held: 0, waiting: 0 }]));
  if (!cohortIds.length) return counts;
  const rows = await db
    .select({ cohortId: courseEnrolments.cohortId, status: courseEnrolments.status, n: count() })
    .from(courseEnrolments)
    .where(inArray(courseEnrolments.cohortId, cohortIds))
    .groupBy(courseEnrolments.cohortId, courseEnrolments.status);
  for (const row of rows) {
    const entry = counts.get(row.cohortId)!;
    if (seatHoldingStatuses.includes(row.status)) entry.held += row.n;
    if (row.status === 'applied') entry.waiting += row.n;
  }
  return counts;
}

/** Hours each enrolment attended (the sum of its meetings' hours). */
export async function attendedHours(db: DbOrTx, enrolmentIds: string[]): Promise<Map<string, number>> {
  if (!enrolmentIds.length) return new Map();
  const rows = await db
    .select({ id: courseAttendance.enrolmentId, hours: sum(courseMeetings.hours).mapWith(Number) })
    .from(courseAttendance)
    .innerJoin(courseMeetings, eq(courseMeetings.id, courseAttendance.meetingId))
    .where(inArray(courseAttendance.enrolmentId, enrolmentIds))
    .groupBy(courseAttendance.enrolmentId);
  return new Map(rows.map((row) => [row.id, row.hours]));
}
