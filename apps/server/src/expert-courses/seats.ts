import { seatHoldingStatuses } from '@putt/contract/expert-courses';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { courseEnrolments } from '../db/schema/expert-courses.js';

/** How many of a cohort's seats are held (call with the cohort's row locked to rely on it). */
export async function seatsHeld(db: DbOrTx, cohortId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(courseEnrolments)
    .where(
      and(
        eq(courseEnrolments.cohortId, cohortId),
        inArray(courseEnrolments.status, [...seatHoldingStatuses]),
      ),
    );
  return row?.n ?? 0;
}
