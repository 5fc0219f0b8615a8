import { ERASURE_DECIDED, type adminDecideErasureRequest } from '@putt/contract/admin/erasure-requests';
import { formatYmd, seoulToday } from '@putt/contract/dates';
import { ErrorCode } from '@putt/contract/errors';
import { ERASURE_WHILE_ANSWERING } from '@putt/contract/privacy';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { type AuditCaller, writeAudit } from '../audit/write-audit.js';
import { staffOf } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { attempts } from '../db/schema/attempts.js';
import { erasureRequests } from '../db/schema/privacy.js';
import { AppError, notFound } from '../errors/app-error.js';
import { writeMail } from '../mail/outbox.js';
import { erasureDeclinedMail } from '../mail/templates/erasure-declined.js';
import { attemptAnswering } from './answering.js';
import { erasureStateOf } from './erasure-state.js';
import { markForErasure } from './request-erasure.js';

type Decision = z.output<(typeof adminDecideErasureRequest)['input']>;

/**
 * Staff decide a pupil's or parent's request (source `company`): confirmed, its examinee is marked
 * for the destruction job, which mails the receipt when done; declined, the reason is mailed to the
 * address given. Answers the mails to dispatch; the caller queues the job after a confirmation.
 */
export async function decideErasureRequest(
  db: Db,
  caller: AuditCaller,
  decision: Decision,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(erasureRequests)
      .where(eq(erasureRequests.id, decision.id))
      .for('update');
    if (!request) throw notFound('Erasure request not found');
    if (erasureStateOf(request) !== 'waiting') {
      throw new AppError(ErrorCode.INVALID_STATE, 'The request was decided', { id: ERASURE_DECIDED });
    }
    const now = new Date();
    const staffId = staffOf(caller.actor).staffId;
    const mails: string[] = [];
    if (decision.decision === 'confirm') {
      const [answered] = await tx
        .select({ id: attempts.id })
        .from(attempts)
        .where(and(inArray(attempts.examineeSk, request.examineeSks), attemptAnswering))
        .limit(1);
      if (answered) {
        throw new AppError(ErrorCode.INVALID_STATE, 'A test is being answered', {
          id: ERASURE_WHILE_ANSWERING,
        });
      }
      await markForErasure(tx, request.examineeSks, now);
      await tx
        .update(erasureRequests)
        .set({ confirmedAt: now, staffId })
        .where(eq(erasureRequests.id, request.id));
    } else {
      await tx
        .update(erasureRequests)
        .set({ declinedAt: now, declineReason: decision.reason, staffId })
        .where(eq(erasureRequests.id, request.id));
      if (request.receiptTo) {
        const declined = { requestedOn: formatYmd(seoulToday(request.requestedAt)), reason: decision.reason };
        mails.push(await writeMail(tx, request.receiptTo, erasureDeclinedMail(request.lang, declined)));
      }
    }
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: 'erasureRequest',
      targetId: request.id,
      detail: { decision: decision.decision, examinees: request.examineeSks },
    });
    return mails;
  });
}
