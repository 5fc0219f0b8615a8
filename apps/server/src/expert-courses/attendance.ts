import { seoulToday } from '@putt/contract/dates';
import { ErrorCode } from '@putt/contract/errors';
import { and, eq, inArray } from 'drizzle-orm';
import { type AuditCaller, writeAudit } from '../audit/write-audit.js';
import type { Db } from '../db/client.js';
import {
  courseAttendance,
  courseCohorts,
  courseEnrolments,
  courseMeetings,
} from '../db/schema/expert-courses.js';
import { AppError, notFound } from '../errors/app-error.js';

/**
 * Who attended one meeting (issue 25): the whole list of those present, each a confirmed applicant
 * of the cohort; the others are absent. Taken on or after the meeting's day, until the cohort is
 * finished (completion reads it).
 */
export async function recordAttendance(
  db: Db,
  caller: AuditCaller,
  input: { cohortId: string; meetingId: string; present: string[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ cohort: courseCohorts, meeting: courseMeetings })
      .from(courseMeetings)
      .innerJoin(courseCohorts, eq(courseCohorts.id, courseMeetings.cohortId))
      .where(and(eq(courseMeetings.id, input.meetingId), eq(courseMeetings.cohortId, input.cohortId)))
      .for('update', { of: courseCohorts });
    if (!found) throw notFound('No such meeting');
    if (found.cohort.finishedAt) throw new AppError(ErrorCode.INVALID_STATE, 'The cohort is finished');
    if (found.meeting.date > seoulToday()) {
      throw new AppError(ErrorCode.INVALID_DATA, 'The meeting is ahead', {
        present: 'admin_courses:v.meetingNotYet',
      });
    }
    const present = [...new Set(input.present)];
    const confirmed = present.length
      ? await tx
          .select({ id: courseEnrolments.id })
          .from(courseEnrolments)
          .where(
            and(
              inArray(courseEnrolments.id, present),
              eq(courseEnrolments.cohortId, input.cohortId),
              eq(courseEnrolments.status, 'confirmed'),
            ),
          )
      : [];
    if (confirmed.length !== present.length) {
      throw new AppError(ErrorCode.INVALID_DATA, 'Not a confirmed applicant', {
        present: 'admin_courses:v.notConfirmed',
      });
    }
    await tx.delete(courseAttendance).where(eq(courseAttendance.meetingId, input.meetingId));
    if (present.length) {
      await tx
        .insert(courseAttendance)
        .values(present.map((enrolmentId) => ({ enrolmentId, meetingId: input.meetingId })));
    }
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: 'course-cohort',
      targetId: input.cohortId,
      subject: found.cohort.name,
      detail: { attendance: found.meeting.date, present: present.length },
    });
  });
}
