import { formatYmd, seoulToday } from '@putt/contract/dates';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { examinees } from '../db/schema/orders.js';
import { erasureRequests } from '../db/schema/privacy.js';
import { writeMail } from '../mail/outbox.js';
import { erasureDoneMail } from '../mail/templates/erasure-done.js';

/**
 * Confirmed early erasure requests whose every examinee is now erased are marked done, and the receipt is
 * written to whoever asked; answers the requests done and the mails to dispatch.
 */
export async function completeErasureRequests(
  tx: Tx,
  now: Date,
): Promise<{ done: string[]; mails: string[] }> {
  // a pupil's request still waiting for staff, or declined, is not carried out by the job. Locked:
  // two runs at once (the job a confirmation queues, and the nightly one) would each send the
  // receipt; the second waits, and finds the request done.
  const open = await tx
    .select()
    .from(erasureRequests)
    .where(and(isNull(erasureRequests.doneAt), isNotNull(erasureRequests.confirmedAt)))
    .for('update');
  const done: string[] = [];
  const mails: string[] = [];
  for (const request of open) {
    const [left] = await tx
      .select({ sk: examinees.sk })
      .from(examinees)
      .where(and(inArray(examinees.sk, request.examineeSks), isNull(examinees.erasedAt)))
      .limit(1);
    if (left) continue;
    await tx.update(erasureRequests).set({ doneAt: now }).where(eq(erasureRequests.id, request.id));
    done.push(request.id);
    if (request.receiptTo) {
      const receipt = {
        requestedOn: formatYmd(seoulToday(request.requestedAt)),
        doneOn: formatYmd(seoulToday(now)),
        examinees: request.examineeSks.length,
      };
      mails.push(await writeMail(tx, request.receiptTo, erasureDoneMail(request.lang, receipt)));
    }
  }
  return { done, mails };
}
