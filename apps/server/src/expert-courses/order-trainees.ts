import type { ExpertCourseKey, TOrderTrainee } from '@putt/contract/expert-courses';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { certificates, courseCohorts, courseEnrolments } from '../db/schema/expert-courses.js';
import { findOrgOrder } from '../org-orders/read-org-orders.js';
import { attendedHours } from './cohort-reads.js';
import { courseHours } from './course-facts.js';

/**
 * The trainees staff seated against one of an organisation's orders (decision 024), for the school
 * that paid for their seats: by cohort, then name. Another organisation's order answers like a
 * missing one (findOrgOrder).
 */
export async function orderTrainees(
  db: DbOrTx,
  organisationId: string,
  sk: string,
): Promise<{ items: TOrderTrainee[] }> {
  const order = await findOrgOrder(db, organisationId, sk);
  const rows = await db
    .select({
      enrolment: courseEnrolments,
      cohort: courseCohorts,
      certificate: {
        number: certificates.number,
        issuedAt: certificates.issuedAt,
        revokedAt: certificates.revokedAt,
      },
    })
    .from(courseEnrolments)
    .innerJoin(courseCohorts, eq(courseCohorts.id, courseEnrolments.cohortId))
    .leftJoin(certificates, eq(certificates.enrolmentId, courseEnrolments.id))
    .where(eq(courseEnrolments.orderSk, order.sk))
    .orderBy(asc(courseCohorts.startsOn), asc(courseCohorts.name), asc(courseEnrolments.name));
  const hoursOf = await attendedHours(
    db,
    rows.map((row) => row.enrolment.id),
  );
  return {
    items: rows.map(({ enrolment, cohort, certificate }) => {
      const course = cohort.course as ExpertCourseKey;
      return {
        id: enrolment.id,
        name: enrolment.name,
        email: enrolment.email,
        status: enrolment.status,
        cohort: {
          course,
          name: cohort.name,
          startsOn: cohort.startsOn,
          endsOn: cohort.endsOn,
          hours: courseHours(course),
        },
        attendedHours: hoursOf.get(enrolment.id) ?? 0,
        exams: { written: enrolment.written, practical: enrolment.practical },
        certificate: certificate
          ? {
              number: certificate.number,
              issuedAt: certificate.issuedAt.getTime(),
              revokedAt: certificate.revokedAt?.getTime() ?? null,
            }
          : null,
      };
    }),
  };
}
