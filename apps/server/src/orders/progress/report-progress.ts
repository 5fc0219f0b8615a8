import type { TProjectDetail } from '@putt/contract/orders';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { attempts } from '../../db/schema/attempts.js';
import { reports, results } from '../../db/schema/results.js';

export type ReportProgress = NonNullable<TProjectDetail['reports']>;

/**
 * Each project's results (released, held for review), student reports (queued, ready, failed) and
 * teacher report, for the class page's progress and the back office (issue 23).
 */
export async function reportProgressOf(
  db: DbOrTx,
  projectSks: string[],
): Promise<Map<string, ReportProgress>> {
  const progress = new Map<string, ReportProgress>(
    projectSks.map((sk) => [sk, { released: 0, held: 0, queued: 0, ready: 0, failed: 0, teacher: null }]),
  );
  if (projectSks.length === 0) return progress;
  const resultRows = await db
    .select({ projectSk: attempts.projectSk, status: results.status, n: count() })
    .from(results)
    .innerJoin(attempts, eq(attempts.id, results.attemptId))
    .where(
      and(
        inArray(attempts.projectSk, projectSks),
        isNull(results.supersededAt),
        // a retest's retired attempt is history: its place counts by the new attempt
        isNull(attempts.retiredAt),
      ),
    )
    .groupBy(attempts.projectSk, results.status);
  for (const row of resultRows) {
    const entry = progress.get(row.projectSk)!;
    if (row.status === 'released') entry.released += row.n;
    else entry.held += row.n;
  }
  const reportRows = await db
    .select({ projectSk: reports.projectSk, status: reports.status, n: count() })
    .from(reports)
    // the reports of current results: a rescored result's earlier report is history
    .innerJoin(results, and(eq(results.id, reports.resultId), isNull(results.supersededAt)))
    .where(and(inArray(reports.projectSk, projectSks), eq(reports.kind, 'student')))
    .groupBy(reports.projectSk, reports.status);
  for (const row of reportRows) {
    const entry = progress.get(row.projectSk)!;
    if (row.status === 'ready') entry.ready += row.n;
    else if (row.status === 'failed') entry.failed += row.n;
    else entry.queued += row.n;
  }
  const teacherRows = await db
    .select({
      projectSk: reports.projectSk,
      status: reports.status,
      readyAt: reports.readyAt,
      requestedAt: reports.requestedAt,
    })
    .from(reports)
    .where(and(inArray(reports.projectSk, projectSks), eq(reports.kind, 'teacher')))
    .orderBy(asc(reports.requestedAt));
  for (const row of teacherRows) {
    const entry = progress.get(row.projectSk)!;
    const teacher = (entry.teacher ??= { readyAt: null, making: false, failed: false });
    // the rows come oldest first: the last ready one is the one offered, the last one tells the state
    if (row.status === 'ready') teacher.readyAt = row.readyAt!.toISOString();
    teacher.making = row.status === 'queued';
    teacher.failed = row.status === 'failed';
  }
  return progress;
}
