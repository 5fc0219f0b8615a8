import type { ZPlanActivityInput } from '@putt/contract/admin/activity-runs';
import { ACTIVITY_TEAM_MAX, activityTeamSizes } from '@putt/contract/catalogue-facts';
import { seoulToday } from '@putt/contract/dates';
import { ErrorCode } from '@putt/contract/errors';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { type AuditCaller, writeAudit } from '../audit/write-audit.js';
import type { Db } from '../db/client.js';
import { staff } from '../db/schema/accounts.js';
import { activityRuns, activityMeetings } from '../db/schema/activity-runs.js';
import { AppError } from '../errors/app-error.js';
import { lockedRun } from './locked-run.js';

type Input = z.output<typeof ZPlanActivityInput>;

const refuse = (field: string, key: string) =>
  new AppError(ErrorCode.INVALID_DATA, 'Plan refused', { [field]: `admin_activities:v.${key}` });

/**
 * Plans a run, or changes its plan, until it is delivered (issue 25): meetings in order, none
 * newly set before today (a meeting already held may stay as it was); an instructor who completed
 * an expert course (spec-1 §1: programmes are run by trained experts); a team size the programme
 * allows (spec-1 §9). A confirmed run returns to planning, to be confirmed with the organisation again.
 */
export async function planRun(db: Db, caller: AuditCaller, input: Input): Promise<void> {
  const keys = input.meetings.map((s) => `${s.date} ${s.time}`);
  if (keys.some((key, i) => i > 0 && key <= keys[i - 1]!)) throw refuse('meetings', 'meetingsOrder');
  await db.transaction(async (tx) => {
    const { run, line } = await lockedRun(tx, input.id);
    if (run.status === 'delivered' || run.status === 'canceled') {
      throw new AppError(ErrorCode.INVALID_STATE, `A ${run.status} run is not planned`);
    }
    const held = new Set(
      (await tx.select().from(activityMeetings).where(eq(activityMeetings.runId, run.id))).map(
        (s) => `${s.date} ${s.time}`,
      ),
    );
    const today = seoulToday();
    input.meetings.forEach((meeting, i) => {
      if (meeting.date < today && !held.has(keys[i]!)) throw refuse(`meetings.${i}.date`, 'meetingPast');
    });
    const [instructor] = await tx
      .select()
      .from(staff)
      .where(and(eq(staff.staffId, input.instructor), isNull(staff.lockedAt)));
    if (!instructor?.expertCourse) throw refuse('instructor', 'notInstructor');
    const [fewest, most] = activityTeamSizes[line.type] ?? [1, ACTIVITY_TEAM_MAX];
    if (input.teamSize < fewest || input.teamSize > most) throw refuse('teamSize', 'teamSizeNotAllowed');

    await tx
      .update(activityRuns)
      .set({
        status: 'planning',
        confirmedAt: null,
        place: input.place,
        instructorId: instructor.id,
        teamSize: input.teamSize,
        notes: input.notes,
      })
      .where(eq(activityRuns.id, run.id));
    await tx.delete(activityMeetings).where(eq(activityMeetings.runId, run.id));
    await tx.insert(activityMeetings).values(input.meetings.map((s, seq) => ({ runId: run.id, seq, ...s })));
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: 'activity-run',
      targetId: run.id,
      subject: line.name,
      detail: {
        from: run.status,
        to: 'planning',
        meetings: input.meetings.length,
        instructor: input.instructor,
      },
    });
  });
}
