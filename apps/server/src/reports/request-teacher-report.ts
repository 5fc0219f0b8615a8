import { ErrorCode } from '@putt/contract/errors';
import { STEP_REFUSED } from '@putt/contract/lifecycle';
import { NO_RESULTS } from '@putt/contract/reports';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../auth/actor.js';
import type { Db, Tx } from '../db/client.js';
import { attempts } from '../db/schema/attempts.js';
import { examinees } from '../db/schema/orders.js';
import { reports, results } from '../db/schema/results.js';
import { AppError } from '../errors/app-error.js';
import { lockProjectOf } from '../projects/move-project.js';
import { randomId } from '../security/random-id.js';

/**
 * requestTeacherReportGeneration (spec-2 §4, §7): an organisation's ready or ongoing class with at
 * least one released result. A teacher report being made, or one made after the class's last
 * released result, answers without a new one; otherwise a new report is queued in the order's
 * language (the last one stays offered until it is ready). Answers the report to dispatch.
 */
export async function requestTeacherReport(db: Db, by: Actor, sk: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const { project, order } = await lockProjectOf(tx, by, sk);
    if (order.type !== 'organisation' || (project.status !== 'ready' && project.status !== 'ing')) {
      throw new AppError(
        ErrorCode.INVALID_DATA,
        `A ${order.type} class that is ${project.status} makes no teacher report`,
        {
          SK: STEP_REFUSED,
        },
      );
    }
    const queued = await queueTeacherReport(tx, project, order.lang);
    if (queued === 'noResults') {
      throw new AppError(ErrorCode.INVALID_DATA, 'The class has no released result yet', { SK: NO_RESULTS });
    }
    return queued;
  });
}

/**
 * Queues a teacher report of the class unless one is being made or the last one was asked after
 * every released result: answers its id, null when none is needed, 'noResults' when no result is
 * released (nothing to report yet).
 */
export async function queueTeacherReport(
  tx: Tx,
  project: { sk: string },
  language: string,
): Promise<string | null | 'noResults'> {
  const released = await tx
    .select({ computedAt: results.computedAt, reviewedAt: results.reviewedAt })
    .from(results)
    .innerJoin(attempts, eq(attempts.id, results.attemptId))
    .innerJoin(examinees, eq(examinees.sk, attempts.examineeSk))
    .where(
      and(
        eq(attempts.projectSk, project.sk),
        isNull(results.supersededAt),
        eq(results.status, 'released'),
        isNull(examinees.erasedAt),
      ),
    );
  if (released.length === 0) return 'noResults';
  const lastResult = Math.max(
    ...released.map((row) => Math.max(row.computedAt.getTime(), row.reviewedAt?.getTime() ?? 0)),
  );
  const [last] = await tx
    .select()
    .from(reports)
    .where(and(eq(reports.projectSk, project.sk), eq(reports.kind, 'teacher')))
    .orderBy(desc(reports.requestedAt))
    .limit(1);
  if (last?.status === 'queued') return null;
  if (last?.status === 'ready' && last.requestedAt.getTime() >= lastResult) return null;
  const [row] = await tx
    .insert(reports)
    .values({ kind: 'teacher', projectSk: project.sk, language, key: randomId() })
    .returning({ id: reports.id });
  return row!.id;
}
