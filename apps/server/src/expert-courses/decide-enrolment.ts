import { langOf } from '@putt/contract/lang';
import type { ZDecideEnrolmentInput } from '@putt/contract/admin/expert-courses';
import { ErrorCode } from '@putt/contract/errors';
import { coursePrerequisites, type ExpertCourseKey } from '@putt/contract/expert-courses';
import { formatYmd } from '@putt/contract/dates';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { staffOf } from '../auth/actor.js';
import { type AuditCaller, writeAudit } from '../audit/write-audit.js';
import type { Db } from '../db/client.js';
import { members } from '../db/schema/accounts.js';
import { courseCohorts, courseEnrolments, courseMeetings } from '../db/schema/expert-courses.js';
import { AppError, notFound } from '../errors/app-error.js';
import { writeMail } from '../mail/outbox.js';
import { courseDecisionMail } from '../mail/templates/course-decision.js';
import { cohortLabel } from './course-names.js';

type Input = z.output<typeof ZDecideEnrolmentInput>;

/**
 * Staff decide an enrolment still waiting (issue 25): confirmed once the deposit is in and,
 * for a course with prerequisites, the evidence was read against them; or refused with a reason,
 * which frees the seat. The applicant is e-mailed either way. Answers the mail's outbox row.
 */
export async function decideEnrolment(
  db: Db,
  caller: AuditCaller,
  input: Input,
  origin: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ enrolment: courseEnrolments, cohort: courseCohorts, lang: members.lang })
      .from(courseEnrolments)
      .innerJoin(courseCohorts, eq(courseCohorts.id, courseEnrolments.cohortId))
      .leftJoin(members, eq(members.id, courseEnrolments.memberId))
      .where(eq(courseEnrolments.id, input.id))
      .for('update', { of: courseEnrolments });
    if (!found) throw notFound('No such enrolment');
    const { enrolment, cohort } = found;
    if (enrolment.status !== 'applied') {
      throw new AppError(ErrorCode.INVALID_STATE, `A ${enrolment.status} enrolment is decided already`);
    }
    const course = cohort.course as ExpertCourseKey;
    const confirmed = input.decision === 'confirm';
    if (confirmed && coursePrerequisites[course] && !input.prerequisitesChecked) {
      throw new AppError(ErrorCode.INVALID_DATA, 'Prerequisites not checked', {
        prerequisitesChecked: 'admin_courses:v.prerequisitesUnchecked',
      });
    }
    const reason = confirmed ? '' : input.reason;
    await tx
      .update(courseEnrolments)
      .set({
        status: confirmed ? 'confirmed' : 'refused',
        reason,
        decidedAt: new Date(),
        decidedBy: staffOf(caller.actor).staffId,
      })
      .where(eq(courseEnrolments.id, enrolment.id));
    const [first] = await tx
      .select()
      .from(courseMeetings)
      .where(and(eq(courseMeetings.cohortId, cohort.id), eq(courseMeetings.seq, 0)))
      .orderBy(asc(courseMeetings.seq));
    const lang = langOf(found.lang);
    const outboxId = await writeMail(
      tx,
      enrolment.email,
      courseDecisionMail(
        lang,
        {
          name: enrolment.name,
          cohort: cohortLabel(lang, course, cohort.name),
          firstMeeting: first ? `${formatYmd(first.date)} ${first.time}` : '',
          place: cohort.place,
          reason,
          link: `${origin}/Mypage/Expert`,
        },
        confirmed,
      ),
    );
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: 'course-enrolment',
      targetId: enrolment.id,
      subject: enrolment.name,
      detail: {
        from: 'applied',
        to: confirmed ? 'confirmed' : 'refused',
        cohortId: cohort.id,
        reason,
        outboxId,
      },
    });
    return outboxId;
  });
}
