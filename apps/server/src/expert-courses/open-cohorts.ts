import { seoulToday } from '@putt/contract/dates';
import type { ExpertCourseKey, TOpenCohort } from '@putt/contract/expert-courses';
import { and, asc, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { courseCohorts } from '../db/schema/expert-courses.js';
import { meetingsOf, seatCounts } from './cohort-reads.js';
import { courseHours, coursePrices } from './course-facts.js';

/** The cohorts taking enrolments (first meeting after today), soonest first, with seats left. */
export async function openCohorts(db: DbOrTx): Promise<{ items: TOpenCohort[] }> {
  const rows = await db
    .select()
    .from(courseCohorts)
    .where(and(isNull(courseCohorts.finishedAt), gt(courseCohorts.startsOn, seoulToday())))
    .orderBy(asc(courseCohorts.startsOn), asc(courseCohorts.name));
  const ids = rows.map((row) => row.id);
  const [meetings, counts, prices] = await Promise.all([
    meetingsOf(db, ids),
    seatCounts(db, ids),
    coursePrices(db),
  ]);
  return {
    items: rows.map((row) => {
      const course = row.course as ExpertCourseKey;
      return {
        id: row.id,
        course,
        name: row.name,
        place: row.place,
        startsOn: row.startsOn,
        endsOn: row.endsOn,
        seats: row.seats,
        seatsLeft: Math.max(0, row.seats - counts.get(row.id)!.held),
        price: prices[course],
        hours: courseHours(course),
        meetings: meetings.get(row.id)!.map(({ date, time, hours }) => ({ date, time, hours })),
      };
    }),
  };
}
