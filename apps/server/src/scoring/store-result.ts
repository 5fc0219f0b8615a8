import type { ResultStatus } from '@putt/contract/results';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { answers, attempts } from '../db/schema/attempts.js';
import { norms } from '../db/schema/instruments.js';
import { examinees, projects } from '../db/schema/orders.js';
import { results } from '../db/schema/results.js';
import { bankOf } from '../instruments/bank-facts.js';
import { scoreAttempt } from './engine/score-attempt.js';
import { currentNorm } from './norm-tables.js';

type ResultRow = typeof results.$inferSelect;

/**
 * Scores an attempt on its bank with the form's current norm and stores the result as the
 * attempt's current one, replacing (not erasing) any before it: at submit, and when staff rescore.
 * A result the quality checks flag is held for review; a clean one is released. In the caller's
 * transaction, so a submit and its result commit together.
 */
export async function storeResult(
  tx: Tx,
  attemptId: string,
  computedBy: string | null = null,
): Promise<ResultRow> {
  const [row] = await tx
    .select({ attempt: attempts, grade: projects.grade, gender: examinees.gender })
    .from(attempts)
    .innerJoin(projects, eq(projects.sk, attempts.projectSk))
    .innerJoin(examinees, eq(examinees.sk, attempts.examineeSk))
    .where(eq(attempts.id, attemptId));
  if (!row?.attempt.bankId) throw new Error(`no attempt on a bank: ${attemptId}`);
  const bank = (await bankOf(tx, row.attempt.bankId)).content;
  const norm = await currentNorm(tx, bank.instrument, bank.form);
  const given = await tx
    .select({ item: answers.item, value: answers.value, ms: answers.ms })
    .from(answers)
    .where(eq(answers.attemptId, attemptId));
  const scores = scoreAttempt(bank, given, norm?.content ?? null, {
    grade: row.grade,
    sex: row.gender === 'f' ? 'f' : 'm',
  });
  const status: ResultStatus = scores.quality.flags.length ? 'held' : 'released';
  await tx
    .update(results)
    .set({ supersededAt: new Date() })
    .where(and(eq(results.attemptId, attemptId), isNull(results.supersededAt)));
  if (norm && !norm.firstUsedAt) {
    await tx.update(norms).set({ firstUsedAt: new Date() }).where(eq(norms.id, norm.id));
  }
  const [stored] = await tx
    .insert(results)
    .values({
      attemptId,
      bankId: row.attempt.bankId,
      normId: norm?.id ?? null,
      engine: scores.engine,
      scores,
      status,
      computedBy,
    })
    .returning();
  return stored!;
}
