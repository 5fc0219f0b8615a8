import type { ErasureSource } from '@putt/contract/privacy';
import type { Lang } from '@putt/contract/lang';
import { and, inArray, isNull } from 'drizzle-orm';
import { type AuditCaller, writeAudit } from '../audit/write-audit.js';
import type { Tx } from '../db/client.js';
import { examinees } from '../db/schema/orders.js';
import { erasureRequests } from '../db/schema/privacy.js';

export type ErasureAsked = {
  source: ErasureSource;
  examineeSks: string[];
  memberId?: string;
  staffId?: string;
  projectSk?: string;
  reason?: string;
  receiptTo: string;
  lang: Lang;
};

/**
 * Records an early erasure in the caller's transaction: the request keeps who asked and where the
 * receipt goes, and the audit log the act, by ids. A family's or a school's is confirmed at once:
 * the examinees are marked for the next run of the destruction job (which the caller queues after
 * the commit); a pupil's or parent's (`company`) waits for staff (confirmErasureRequest). Answers
 * the request's id.
 */
export async function recordErasureRequest(
  tx: Tx,
  caller: AuditCaller,
  asked: ErasureAsked,
): Promise<string> {
  const now = new Date();
  const confirmed = asked.source !== 'company';
  if (confirmed) await markForErasure(tx, asked.examineeSks, now);
  const [request] = await tx
    .insert(erasureRequests)
    .values({
      source: asked.source,
      memberId: asked.memberId,
      staffId: asked.staffId,
      projectSk: asked.projectSk,
      examineeSks: asked.examineeSks,
      reason: asked.reason ?? '',
      receiptTo: asked.receiptTo,
      lang: asked.lang,
      requestedAt: now,
      confirmedAt: confirmed ? now : null,
    })
    .returning({ id: erasureRequests.id });
  await writeAudit(tx, caller, {
    kind: 'change',
    targetType: 'erasureRequest',
    targetId: request!.id,
    detail: { source: asked.source, examinees: asked.examineeSks, projectSk: asked.projectSk ?? null },
  });
  return request!.id;
}

/** The examinees still identified among `sks` are handed to the destruction job's next run. */
export async function markForErasure(tx: Tx, sks: string[], now: Date): Promise<void> {
  await tx
    .update(examinees)
    .set({ eraseRequestedAt: now })
    .where(and(inArray(examinees.sk, sks), isNull(examinees.erasedAt)));
}
