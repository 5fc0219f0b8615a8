import { ErrorCode } from '@putt/contract/errors';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { attempts } from '../db/schema/attempts.js';
import { examinees, orders, projects } from '../db/schema/orders.js';
import { reports, type results } from '../db/schema/results.js';
import { AppError } from '../errors/app-error.js';
import { randomId } from '../security/random-id.js';

type ResultRow = typeof results.$inferSelect;

/**
 * Writes a student report of a result as queued, with its own random download key; answers its id.
 * Refused for an erased examinee (decision 041): what was destroyed is never drawn again.
 */
export async function queueStudentReport(
  tx: Tx,
  result: ResultRow,
  projectSk: string,
  language: string,
): Promise<string> {
  const [erased] = await tx
    .select({ at: examinees.erasedAt })
    .from(attempts)
    .innerJoin(examinees, eq(examinees.sk, attempts.examineeSk))
    .where(and(eq(attempts.id, result.attemptId), isNotNull(examinees.erasedAt)));
  if (erased) throw new AppError(ErrorCode.INVALID_STATE, 'The examinee was erased', { SK: 'v.erased' });
  const [row] = await tx
    .insert(reports)
    .values({ kind: 'student', resultId: result.id, projectSk, language, key: randomId() })
    .returning({ id: reports.id });
  return row!.id;
}

/**
 * At submit (spec-1 §1: an individual receives the report right after the test): the report of an
 * individual's released result, in the order's language. An organisation's reports wait for its
 * request; a held result waits for staff.
 */
export async function reportAtSubmit(tx: Tx, result: ResultRow): Promise<string | undefined> {
  if (result.status !== 'released') return undefined;
  const [row] = await tx
    .select({ projectSk: projects.sk, orderType: orders.type, lang: orders.lang })
    .from(attempts)
    .innerJoin(projects, eq(projects.sk, attempts.projectSk))
    .innerJoin(orders, eq(orders.sk, projects.orderSk))
    .where(eq(attempts.id, result.attemptId));
  if (row?.orderType !== 'individual') return undefined;
  return queueStudentReport(tx, result, row.projectSk, row.lang);
}
