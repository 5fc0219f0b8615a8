import type { CertificateKind, ExpertCourseKey, TMyEnrolment } from '@putt/contract/expert-courses';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { certificates, courseCohorts, courseEnrolments } from '../db/schema/expert-courses.js';
import { attendedHours, meetingsOf } from './cohort-reads.js';
import { courseHours } from './course-facts.js';

/** A member's enrolments, newest first: the cohort, the decision, attendance, exams, certificate. */
export async function myEnrolments(db: DbOrTx, memberId: string): Promise<{ items: TMyEnrolment[] }> {
  const rows = await db
    .select({ enrolment: courseEnrolments, cohort: courseCohorts, certificate: certificates })
    .from(courseEnrolments)
    .innerJoin(courseCohorts, eq(courseCohorts.id, courseEnrolments.cohortId))
    .leftJoin(certificates, eq(certificates.enrolmentId, courseEnrolments.id))
    .where(eq(courseEnrolments.memberId, memberId))
    .orderBy(desc(courseEnrolments.appliedAt));
  const ids = rows.map((row) => row.enrolment.id);
  const [meetings, hoursOf] = await Promise.all([
    meetingsOf(db, [...new Set(rows.map((row) => row.cohort.id))]),
    attendedHours(db, ids),
  ]);
  return {
    items: rows.map(({ enrolment, cohort, certificate }) => {
      const course = cohort.course as ExpertCourseKey;
      return {
        id: enrolment.id,
        status: enrolment.status,
        appliedAt: enrolment.appliedAt.getTime(),
        cohort: {
          id: cohort.id,
          course,
          name: cohort.name,
          place: cohort.place,
          startsOn: cohort.startsOn,
          endsOn: cohort.endsOn,
          price: enrolment.price,
          hours: courseHours(course),
          meetings: meetings.get(cohort.id)!.map(({ date, time, hours }) => ({ date, time, hours })),
        },
        reason: enrolment.reason,
        attendedHours: hoursOf.get(enrolment.id) ?? 0,
        exams: { written: enrolment.written, practical: enrolment.practical },
        certificate: certificate
          ? {
              number: certificate.number,
              kind: certificate.kind as CertificateKind,
              holderName: certificate.holderName,
              issuedAt: certificate.issuedAt.getTime(),
              revokedAt: certificate.revokedAt?.getTime() ?? null,
              fileId: certificate.fileId,
            }
          : null,
      };
    }),
  };
}
