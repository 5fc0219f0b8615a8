import type { ZSaveCohortInput } from '@putt/contract/admin/expert-courses';
import { seoulToday } from '@putt/contract/dates';
import { ErrorCode } from '@putt/contract/errors';
import { and, eq, gte, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { staffOf } from '../auth/actor.js';
import { type AuditCaller, writeAudit } from '../audit/write-audit.js';
import type { Db, Tx } from '../db/client.js';
import { courseAttendance, courseCohorts, courseMeetings } from '../db/schema/expert-courses.js';
import { AppError } from '../errors/app-error.js';
import { courseHours } from './course-facts.js';
import { seatsHeld } from './seats.js';
import { lockedCohort } from './locked-cohort.js';

type Input = z.output<typeof ZSaveCohortInput>;

const refuse = (field: string, key: string) =>
  new AppError(ErrorCode.INVALID_DATA, 'Cohort refused', { [field]: `admin_courses:v.${key}` });

/**
 * Opens a cohort or changes one not yet finished (issue 25). Its meetings come in the order they
 * happen and add up to the course's hours; a new cohort starts after today. Once people have
 * applied, the course stays and the seats do not fall below those held; a meeting with attendance
 * taken is not removed (attendance belongs to it).
 */
export async function saveCohort(db: Db, caller: AuditCaller, input: Input): Promise<{ id: string }> {
  const { meetings } = input;
  const keys = meetings.map((m) => `${m.date} ${m.time}`);
  if (keys.some((key, i) => i > 0 && key <= keys[i - 1]!)) throw refuse('meetings', 'meetingsOrder');
  const total = meetings.reduce((sum, m) => sum + m.hours, 0);
  if (total !== courseHours(input.course)) throw refuse('meetings', 'hoursMismatch');
  const startsOn = meetings[0]!.date;
  const endsOn = meetings.at(-1)!.date;

  return db.transaction(async (tx) => {
    let id = input.id;
    if (id) {
      const cohort = await lockedCohort(tx, id);
      if (cohort.finishedAt) throw new AppError(ErrorCode.INVALID_STATE, 'A finished cohort is not changed');
      const held = await seatsHeld(tx, id);
      if (held > 0 && cohort.course !== input.course) throw refuse('course', 'courseLocked');
      if (input.seats < held) throw refuse('seats', 'seatsBelowHeld');
      await tx
        .update(courseCohorts)
        .set({
          course: input.course,
          name: input.name,
          place: input.place,
          seats: input.seats,
          startsOn,
          endsOn,
        })
        .where(eq(courseCohorts.id, id));
      await replaceMeetings(tx, id, meetings);
    } else {
      if (startsOn <= seoulToday()) throw refuse('meetings.0.date', 'meetingPast');
      const [created] = await tx
        .insert(courseCohorts)
        .values({
          course: input.course,
          name: input.name,
          place: input.place,
          seats: input.seats,
          startsOn,
          endsOn,
          createdBy: staffOf(caller.actor).staffId,
        })
        .returning({ id: courseCohorts.id });
      id = created!.id;
      await tx.insert(courseMeetings).values(meetings.map((m, seq) => ({ cohortId: id!, seq, ...m })));
    }
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: 'course-cohort',
      targetId: id,
      subject: input.name,
      detail: { course: input.course, seats: input.seats, startsOn, endsOn, meetings: meetings.length },
    });
    return { id };
  });
}

/** Meetings keep their ids by position (attendance points at them); extra ones go if none attended. */
async function replaceMeetings(tx: Tx, cohortId: string, meetings: Input['meetings']): Promise<void> {
  const existing = await tx
    .select({ id: courseMeetings.id, seq: courseMeetings.seq })
    .from(courseMeetings)
    .where(eq(courseMeetings.cohortId, cohortId));
  const dropped = existing.filter((m) => m.seq >= meetings.length).map((m) => m.id);
  if (dropped.length) {
    const [attended] = await tx
      .select({ id: courseAttendance.meetingId })
      .from(courseAttendance)
      .where(inArray(courseAttendance.meetingId, dropped))
      .limit(1);
    if (attended) throw refuse('meetings', 'meetingAttended');
    await tx
      .delete(courseMeetings)
      .where(and(eq(courseMeetings.cohortId, cohortId), gte(courseMeetings.seq, meetings.length)));
  }
  for (const [seq, meeting] of meetings.entries()) {
    if (seq < existing.length) {
      await tx
        .update(courseMeetings)
        .set(meeting)
        .where(and(eq(courseMeetings.cohortId, cohortId), eq(courseMeetings.seq, seq)));
    } else {
      await tx.insert(courseMeetings).values({ cohortId, seq, ...meeting });
    }
  }
}
