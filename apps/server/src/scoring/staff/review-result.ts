import { eq } from 'drizzle-orm';
import { type AuditCaller, writeAudit } from '../../audit/write-audit.js';
import { staffOf } from '../../auth/actor.js';
import type { Tx } from '../../db/client.js';
import { attempts } from '../../db/schema/attempts.js';
import { results } from '../../db/schema/results.js';
import { type LockedResult, lockResult, refuseResultChange } from './lock-result.js';

export type Decision = { id: string; decision: 'release' | 'retest'; note: string };

/**
 * Staff decide on a held result, audited, in the caller's transaction (workflows/review-result.ts
 * adds the reports or the mail). Retested, its attempt is retired with its answers as history, so
 * the code opens a new attempt for the same examinee while the test is under way. Answers the
 * locked result and its new row.
 */
export async function decideResult(
  tx: Tx,
  caller: AuditCaller,
  input: Decision,
): Promise<{ locked: LockedResult; result: typeof results.$inferSelect }> {
  const locked = await lockResult(tx, input.id);
  if (locked.result.status !== 'held') throw refuseResultChange('Only a held result is reviewed', 'notHeld');
  const review = {
    status: input.decision === 'release' ? ('released' as const) : ('retest' as const),
    reviewedBy: staffOf(caller.actor).staffId,
    reviewedAt: new Date(),
    reviewNote: input.note,
  };
  if (input.decision === 'retest' && locked.project.status !== 'ing') {
    throw refuseResultChange('A retest needs a test under way', 'retestClosed');
  }
  const [updated] = await tx.update(results).set(review).where(eq(results.id, input.id)).returning();
  await writeAudit(tx, caller, {
    kind: 'change',
    targetType: 'result',
    targetId: input.id,
    subject: locked.name,
    detail: { decision: input.decision, project: locked.project.sk },
  });
  if (input.decision === 'retest') {
    await tx.update(attempts).set({ retiredAt: new Date() }).where(eq(attempts.id, locked.attempt.id));
  }
  return { locked, result: updated! };
}
