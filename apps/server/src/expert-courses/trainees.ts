import { purchasedStatuses } from '@putt/contract/lifecycle';
import type { TExpertOrderSeats, ZAddTraineeInput } from '@putt/contract/admin/expert-courses';
import { ErrorCode } from '@putt/contract/errors';
import {
  closedEnrolmentStatuses,
  courseProductTypes,
  type ExpertCourseKey,
} from '@putt/contract/expert-courses';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { staffOf } from '../auth/actor.js';
import { type AuditCaller, writeAudit } from '../audit/write-audit.js';
import type { Db, DbOrTx } from '../db/client.js';
import { organisations } from '../db/schema/accounts.js';
import { courseCohorts, courseEnrolments } from '../db/schema/expert-courses.js';
import { orderProducts, orders } from '../db/schema/orders.js';
import { AppError, notFound } from '../errors/app-error.js';
import { seatsHeld } from './seats.js';
import { lockedCohort } from './locked-cohort.js';

type Input = z.output<typeof ZAddTraineeInput>;

const refuse = (field: string, key: string) =>
  new AppError(ErrorCode.INVALID_DATA, 'Trainee refused', { [field]: `admin_courses:v.${key}` });

/**
 * The organisation orders with seats of a course: approved, with a line of the course's product;
 * the seats bought (summed over such lines) and those its trainees hold in any cohort of it.
 */
export async function expertOrders(
  db: DbOrTx,
  course: ExpertCourseKey,
  only?: string,
): Promise<TExpertOrderSeats[]> {
  const bought = await db
    .select({
      orderSK: orders.sk,
      organisation: organisations.name,
      orderName: orders.name,
      quantity: sql<number>`sum(${orderProducts.quantity})::int`,
    })
    .from(orderProducts)
    .innerJoin(orders, eq(orders.sk, orderProducts.orderSk))
    .innerJoin(organisations, eq(organisations.id, orders.organisationId))
    .where(
      and(
        eq(orderProducts.type, courseProductTypes[course]),
        eq(orders.type, 'organisation'),
        // seats are usable in a purchased order: approved and not closed (the organisation pays by it)
        inArray(orders.status, [...purchasedStatuses]),
        only ? eq(orders.sk, only) : undefined,
      ),
    )
    .groupBy(orders.sk, organisations.name, orders.name);
  if (!bought.length) return [];
  const used = await db
    .select({ orderSK: courseEnrolments.orderSk, n: sql<number>`count(*)::int` })
    .from(courseEnrolments)
    .innerJoin(courseCohorts, eq(courseCohorts.id, courseEnrolments.cohortId))
    .where(
      and(
        inArray(
          courseEnrolments.orderSk,
          bought.map((order) => order.orderSK),
        ),
        eq(courseCohorts.course, course),
        notInArray(courseEnrolments.status, [...closedEnrolmentStatuses]),
      ),
    )
    .groupBy(courseEnrolments.orderSk);
  const usedOf = new Map(used.map((row) => [row.orderSK, row.n]));
  return bought.map((order) => ({ ...order, used: usedOf.get(order.orderSK) ?? 0 }));
}

export async function expertOrdersOfCohort(db: DbOrTx, cohortId: string) {
  const [cohort] = await db.select().from(courseCohorts).where(eq(courseCohorts.id, cohortId));
  if (!cohort) throw notFound('No such cohort');
  return { items: await expertOrders(db, cohort.course as ExpertCourseKey) };
}

/**
 * Seats an organisation's trainee (issue 25): in a cohort not finished with a seat free (its row
 * locked), against a seat the organisation's approved order bought for the course and has not used
 * (the order row locked too), once per e-mail in the cohort. Confirmed at once: the order pays.
 */
export async function addTrainee(db: Db, caller: AuditCaller, input: Input): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const cohort = await lockedCohort(tx, input.cohortId);
    if (cohort.finishedAt) throw new AppError(ErrorCode.INVALID_STATE, 'The cohort is finished');
    if ((await seatsHeld(tx, cohort.id)) >= cohort.seats) throw refuse('cohortId', 'cohortFull');
    await tx.select({ sk: orders.sk }).from(orders).where(eq(orders.sk, input.orderSK)).for('update');
    const [order] = await expertOrders(tx, cohort.course as ExpertCourseKey, input.orderSK);
    if (!order) throw refuse('orderSK', 'orderNotEligible');
    if (order.used >= order.quantity) throw refuse('orderSK', 'orderSeatsUsed');
    const [twice] = await tx
      .select({ id: courseEnrolments.id })
      .from(courseEnrolments)
      .where(
        and(
          eq(courseEnrolments.cohortId, cohort.id),
          sql`lower(${courseEnrolments.email}) = lower(${input.email})`,
          notInArray(courseEnrolments.status, [...closedEnrolmentStatuses]),
        ),
      );
    if (twice) throw refuse('email', 'traineeTwice');
    const [line] = await tx
      .select({ unitPrice: orderProducts.unitPrice })
      .from(orderProducts)
      .where(
        and(
          eq(orderProducts.orderSk, input.orderSK),
          eq(orderProducts.type, courseProductTypes[cohort.course as ExpertCourseKey]),
        ),
      )
      .limit(1);
    const by = staffOf(caller.actor).staffId;
    const [trainee] = await tx
      .insert(courseEnrolments)
      .values({
        cohortId: cohort.id,
        orderSk: input.orderSK,
        status: 'confirmed',
        name: input.name,
        email: input.email,
        phone: input.phone,
        price: line!.unitPrice,
        depositName: '',
        depositDate: '',
        decidedAt: new Date(),
        decidedBy: by,
      })
      .returning({ id: courseEnrolments.id });
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: 'course-enrolment',
      targetId: trainee!.id,
      subject: input.name,
      detail: {
        to: 'confirmed',
        cohortId: cohort.id,
        orderSK: input.orderSK,
        organisation: order.organisation,
      },
    });
    return { id: trainee!.id };
  });
}
