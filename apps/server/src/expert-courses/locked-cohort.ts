import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { courseCohorts } from '../db/schema/expert-courses.js';
import { notFound } from '../errors/app-error.js';

/**
 * A cohort with its row locked for the change being made: enrolments, trainees, edits and
 * completion take it first, so seats are counted and given out one at a time.
 */
export async function lockedCohort(tx: Tx, id: string) {
  const [cohort] = await tx.select().from(courseCohorts).where(eq(courseCohorts.id, id)).for('update');
  if (!cohort) throw notFound('No such cohort');
  return cohort;
}
