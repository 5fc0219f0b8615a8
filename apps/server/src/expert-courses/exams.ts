import { ErrorCode } from '@putt/contract/errors';
import { courseExams, type ExamKind, type ExpertCourseKey } from '@putt/contract/expert-courses';
import { eq } from 'drizzle-orm';
import { type AuditCaller, writeAudit } from '../audit/write-audit.js';
import type { Db } from '../db/client.js';
import { courseCohorts, courseEnrolments } from '../db/schema/expert-courses.js';
import { AppError, notFound } from '../errors/app-error.js';

/** A confirmed applicant's exam results (issue 25): only the exams their course has (spec-1 §9). */
export async function recordExam(
  db: Db,
  caller: AuditCaller,
  input: { id: string } & Record<ExamKind, number | null>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ enrolment: courseEnrolments, cohort: courseCohorts })
      .from(courseEnrolments)
      .innerJoin(courseCohorts, eq(courseCohorts.id, courseEnrolments.cohortId))
      .where(eq(courseEnrolments.id, input.id))
      .for('update', { of: courseEnrolments });
    if (!found) throw notFound('No such enrolment');
    if (found.enrolment.status !== 'confirmed' || found.cohort.finishedAt) {
      throw new AppError(
        ErrorCode.INVALID_STATE,
        'Exams are recorded for confirmed applicants of a cohort not finished',
      );
    }
    const exams = courseExams[found.cohort.course as ExpertCourseKey];
    for (const kind of ['written', 'practical'] as const) {
      if (input[kind] !== null && !exams.includes(kind)) {
        throw new AppError(ErrorCode.INVALID_DATA, 'No such exam', { [kind]: 'admin_courses:v.noSuchExam' });
      }
    }
    await tx
      .update(courseEnrolments)
      .set({ written: input.written, practical: input.practical })
      .where(eq(courseEnrolments.id, input.id));
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: 'course-enrolment',
      targetId: input.id,
      subject: found.enrolment.name,
      detail: { written: input.written, practical: input.practical },
    });
  });
}
