import type { ZRecordCounsellingInput } from '@putt/contract/admin/counselling';
import { ErrorCode } from '@putt/contract/errors';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { staffOf } from '../auth/actor.js';
import { type AuditCaller, writeAudit } from '../audit/write-audit.js';
import type { Db } from '../db/client.js';
import { counsellingSessions } from '../db/schema/counselling.js';
import { AppError } from '../errors/app-error.js';
import { lockReachableSession } from './reachable-session.js';
import { recordChange } from './session-history.js';

/**
 * The outcome of a booked session, recorded by its counsellor (or by operators and
 * administrators) once its booked time has come: done with the three outputs of spec-1 §1 and the
 * customer's summary, or a no-show, which staff may book again.
 */
export async function recordSession(
  db: Db,
  caller: AuditCaller,
  input: z.output<typeof ZRecordCounsellingInput>,
): Promise<void> {
  const by = staffOf(caller.actor);
  await db.transaction(async (tx) => {
    const session = await lockReachableSession(tx, by, input.id);
    if (session.status !== 'booked') {
      throw new AppError(ErrorCode.INVALID_STATE, `A ${session.status} session cannot be recorded`);
    }
    // what happened, or that nobody came, is known only once the booked time has come (issue 43)
    if (!session.startsAt || session.startsAt.getTime() > Date.now()) {
      throw new AppError(ErrorCode.INVALID_STATE, 'The session has not started', {
        outcome: 'admin_counselling:v.notStarted',
      });
    }
    const [recorded] = await tx
      .update(counsellingSessions)
      .set(
        input.outcome === 'done'
          ? {
              status: 'done',
              goalStrategy: input.goalStrategy,
              actionPlan: input.actionPlan,
              experienceBoard: input.experienceBoard,
              summary: input.summary,
            }
          : { status: 'noShow' },
      )
      .where(eq(counsellingSessions.id, session.id))
      .returning();
    await recordChange(tx, recorded!, by.staffId, input.outcome === 'noShow' ? input.reason : '');
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: 'counselling',
      targetId: session.id,
      detail: { outcome: input.outcome },
    });
  });
}
