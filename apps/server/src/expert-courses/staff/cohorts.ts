import type { TAdminCohortDetail, TAdminCohortRow } from '@putt/contract/admin/expert-courses';
import { seoulToday } from '@putt/contract/dates';
import type { CohortStatus, ExpertCourseKey } from '@putt/contract/expert-courses';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { members, organisations } from '../../db/schema/accounts.js';
import { orders } from '../../db/schema/orders.js';
import { files } from '../../db/schema/files.js';
import {
  certificates,
  courseAttendance,
  courseCohorts,
  courseEnrolments,
} from '../../db/schema/expert-courses.js';
import { containsAny } from '../../db/filters.js';
import { notFound } from '../../errors/app-error.js';
import { meetingsOf, seatCounts } from '../cohort-reads.js';
import { cohortStatusOf } from '../cohort-status.js';
import { courseHours, coursePrices } from '../course-facts.js';

type ListInput = { page: number; q: string; course: ExpertCourseKey | ''; status: CohortStatus | '' };

function statusFilter(status: CohortStatus | '', today: string): SQL | undefined {
  if (status === 'finished') return isNotNull(courseCohorts.finishedAt);
  if (status === 'running') return and(isNull(courseCohorts.finishedAt), lte(courseCohorts.startsOn, today));
  if (status === 'open') return and(isNull(courseCohorts.finishedAt), gt(courseCohorts.startsOn, today));
  return undefined;
}

type CohortRow = typeof courseCohorts.$inferSelect;

async function withCounts(db: DbOrTx, rows: CohortRow[], today: string): Promise<TAdminCohortRow[]> {
  const counts = await seatCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    course: row.course as ExpertCourseKey,
    name: row.name,
    place: row.place,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    seats: row.seats,
    ...counts.get(row.id)!,
    status: cohortStatusOf(row, today),
  }));
}

/** The back office's cohorts, newest first. */
export async function listCohorts(db: DbOrTx, input: ListInput) {
  const today = seoulToday();
  const where = and(
    input.course ? eq(courseCohorts.course, input.course) : undefined,
    statusFilter(input.status, today),
    containsAny(input.q, [courseCohorts.name, courseCohorts.place]),
  );
  const { rows, total } = await pageOf(
    db
      .select()
      .from(courseCohorts)
      .where(where)
      .orderBy(desc(courseCohorts.startsOn), desc(courseCohorts.createdAt))
      .$dynamic(),
    db.select({ n: count() }).from(courseCohorts).where(where),
    input.page,
  );
  return { items: await withCounts(db, rows, today), total, page: input.page };
}

/** One cohort with its meetings and every enrolment, as staff work on it. */
export async function readCohort(db: DbOrTx, id: string): Promise<TAdminCohortDetail> {
  const [cohort] = await db.select().from(courseCohorts).where(eq(courseCohorts.id, id));
  if (!cohort) throw notFound('No such cohort');
  const course = cohort.course as ExpertCourseKey;
  const [[row], meetings, prices, enrolments] = await Promise.all([
    withCounts(db, [cohort], seoulToday()),
    meetingsOf(db, [id]),
    coursePrices(db),
    db
      .select({
        enrolment: courseEnrolments,
        uid: members.uid,
        organisation: organisations.name,
        evidenceName: files.name,
        certificate: certificates,
      })
      .from(courseEnrolments)
      // a member's enrolment, or an organisation's trainee seated from its order
      .leftJoin(members, eq(members.id, courseEnrolments.memberId))
      .leftJoin(orders, eq(orders.sk, courseEnrolments.orderSk))
      .leftJoin(organisations, eq(organisations.id, orders.organisationId))
      .leftJoin(files, eq(files.id, courseEnrolments.evidenceFileId))
      .leftJoin(certificates, eq(certificates.enrolmentId, courseEnrolments.id))
      .where(eq(courseEnrolments.cohortId, id))
      .orderBy(asc(courseEnrolments.appliedAt)),
  ]);
  const attendance = enrolments.length
    ? await db
        .select()
        .from(courseAttendance)
        .where(
          inArray(
            courseAttendance.enrolmentId,
            enrolments.map((e) => e.enrolment.id),
          ),
        )
    : [];
  return {
    ...row!,
    hours: courseHours(course),
    price: prices[course],
    meetings: meetings.get(id)!,
    enrolments: enrolments.map(({ enrolment: e, uid, organisation, evidenceName, certificate }) => ({
      id: e.id,
      status: e.status,
      appliedAt: e.appliedAt.getTime(),
      name: e.name,
      uid: uid ?? '',
      organisation,
      email: e.email,
      phone: e.phone,
      careerYears: e.careerYears,
      doctorate: e.doctorate,
      career: e.career,
      priorCertificate: e.priorCertificate,
      certificateOnFile: e.certificateOnFile,
      evidence: e.evidenceFileId ? { id: e.evidenceFileId, name: evidenceName ?? '' } : null,
      deposit: { name: e.depositName, date: e.depositDate },
      reason: e.reason,
      attended: attendance.filter((a) => a.enrolmentId === e.id).map((a) => a.meetingId),
      written: e.written,
      practical: e.practical,
      certificate: certificate
        ? { number: certificate.number, revokedAt: certificate.revokedAt?.getTime() ?? null }
        : null,
    })),
  };
}
