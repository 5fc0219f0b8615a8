import { ErrorCode } from '@putt/contract/errors';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { courseEnrolments } from '../db/schema/expert-courses.js';
import { AppError, notFound } from '../errors/app-error.js';

/**
 * A member withdraws their own enrolment while it waits for staff (decision 024): the seat is
 * freed and the member may enrol again. Once staff decided it, it is theirs to change: a
 * confirmed seat was paid for, so giving it up goes through the company (a refund). The row is
 * locked so a withdrawal and staff's decision cannot both win. Another member's enrolment
 * answers like a missing one.
 */
export async function cancelEnrolment(db: Db, memberId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [enrolment] = await tx
      .select({ status: courseEnrolments.status })
      .from(courseEnrolments)
      .where(and(eq(courseEnrolments.id, id), eq(courseEnrolments.memberId, memberId)))
      .for('update');
    if (!enrolment) throw notFound('No such enrolment');
    if (enrolment.status !== 'applied') {
      throw new AppError(ErrorCode.INVALID_STATE, 'Decided already', { id: 'expert:v.notCancellable' });
    }
    await tx
      .update(courseEnrolments)
      .set({ status: 'canceled', decidedAt: new Date(), decidedBy: null })
      .where(eq(courseEnrolments.id, id));
  });
}
