import { ErrorCode } from '@putt/contract/errors';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { attempts } from '../../db/schema/attempts.js';
import { entryCodes, examinees } from '../../db/schema/orders.js';
import { results } from '../../db/schema/results.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { lockProjectOf } from '../../projects/move-project.js';

export type LockedResult = Awaited<ReturnType<typeof lockResult>>;

/**
 * A current result with its attempt, examinee and class for staff to change, the class locked
 * first (as closing locks it), so that a review and a closing of the same class never miss each
 * other's reports. A result another version replaced answers like a missing one.
 */
export async function lockResult(tx: Tx, id: string) {
  const [found] = await tx
    .select({ projectSk: attempts.projectSk })
    .from(results)
    .innerJoin(attempts, eq(attempts.id, results.attemptId))
    .where(eq(results.id, id));
  if (!found) throw notFound('Result not found');
  const { project, order } = await lockProjectOf(tx, 'job', found.projectSk);
  const [row] = await tx
    .select({ result: results, attempt: attempts, name: examinees.name, num: entryCodes.num })
    .from(results)
    .innerJoin(attempts, eq(attempts.id, results.attemptId))
    .innerJoin(examinees, eq(examinees.sk, attempts.examineeSk))
    .innerJoin(entryCodes, eq(entryCodes.id, attempts.entryCodeId))
    .where(and(eq(results.id, id), isNull(results.supersededAt)))
    .for('update', { of: results });
  if (!row) throw notFound('Result not found');
  return { ...row, project, order };
}

/** A staff change a result's state does not allow, with its words in admin_results:v.*. */
export const refuseResultChange = (message: string, key: string) =>
  new AppError(ErrorCode.INVALID_DATA, message, { id: `admin_results:v.${key}` });
