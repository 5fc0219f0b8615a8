import { eq } from 'drizzle-orm';
import { type AuditCaller, writeAudit } from '../../audit/write-audit.js';
import { staffOf } from '../../auth/actor.js';
import type { Tx } from '../../db/client.js';
import { results } from '../../db/schema/results.js';
import { bankOf } from '../../instruments/bank-facts.js';
import { currentNorm } from '../norm-tables.js';
import { storeResult } from '../store-result.js';
import { type LockedResult, lockResult, refuseResultChange } from './lock-result.js';

/**
 * A result scored again with its form's current norm (decision 021), audited, in the caller's
 * transaction (workflows/rescore-result.ts adds its reports). The new version replaces it and the
 * earlier one stays as history. A staff review carries over (the answers, which the quality checks
 * read, did not change). A retest's result, or one already on the current norm, is refused.
 * Answers the locked earlier result and the new one.
 */
export async function scoreAgain(
  tx: Tx,
  caller: AuditCaller,
  id: string,
): Promise<{ locked: LockedResult; stored: typeof results.$inferSelect }> {
  const locked = await lockResult(tx, id);
  const { result, project, name } = locked;
  if (result.status === 'retest') throw refuseResultChange('A retested result stays', 'retired');
  const bank = (await bankOf(tx, result.bankId)).content;
  const norm = await currentNorm(tx, bank.instrument, bank.form);
  if ((norm?.id ?? null) === result.normId) {
    throw refuseResultChange('The result is on the current norm', 'alreadyCurrent');
  }
  const staffId = staffOf(caller.actor).staffId;
  const scored = await storeResult(tx, result.attemptId, staffId);
  const review = {
    status: result.status,
    reviewedBy: result.reviewedBy,
    reviewedAt: result.reviewedAt,
    reviewNote: result.reviewNote,
  };
  const stored = result.reviewedAt
    ? (await tx.update(results).set(review).where(eq(results.id, scored.id)).returning())[0]!
    : scored;
  await writeAudit(tx, caller, {
    kind: 'change',
    targetType: 'result',
    targetId: stored.id,
    subject: name,
    detail: { rescored: result.id, norm: norm?.version ?? null, project: project.sk },
  });
  return { locked, stored };
}
