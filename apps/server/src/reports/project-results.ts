import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { attempts } from '../db/schema/attempts.js';
import { examinees, type orders, type projects } from '../db/schema/orders.js';
import { reports, results } from '../db/schema/results.js';
import { queueStudentReport } from './queue-student-report.js';
import { mailReportLink } from './student-report-job.js';
import { testNameOf } from '../projects/test-name-of.js';

type ProjectRow = typeof projects.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type ReportRow = typeof reports.$inferSelect;
type Released = { result: typeof results.$inferSelect; name: string; report: ReportRow | undefined };

/** A class's current released results, each with its examinee's name and student report, if made. */
export async function releasedResultsOf(tx: Tx, projectSk: string): Promise<Released[]> {
  const released = await tx
    .select({ result: results, name: examinees.name })
    .from(results)
    .innerJoin(attempts, eq(attempts.id, results.attemptId))
    .innerJoin(examinees, eq(examinees.sk, attempts.examineeSk))
    .where(
      and(
        eq(attempts.projectSk, projectSk),
        isNull(results.supersededAt),
        eq(results.status, 'released'),
        // an erased examinee's result is de-identified: no report or mail names it again (decision 041)
        isNull(examinees.erasedAt),
      ),
    );
  const made = released.length
    ? await tx
        .select()
        .from(reports)
        .where(
          and(
            eq(reports.kind, 'student'),
            inArray(
              reports.resultId,
              released.map((row) => row.result.id),
            ),
          ),
        )
    : [];
  const reportOf = new Map(made.map((report) => [report.resultId, report]));
  return released.map((row) => ({ ...row, report: reportOf.get(row.result.id) }));
}

/**
 * Queues a student report for every released result without one, in the order's language, and
 * again for one whose making gave up; answers the reports to dispatch after the commit.
 */
export async function queueMissingReports(tx: Tx, projectSk: string, language: string, released: Released[]) {
  const queued: string[] = [];
  for (const { result, report } of released) {
    if (!report) queued.push(await queueStudentReport(tx, result, projectSk, language));
    else if (report.status === 'failed') {
      await tx.update(reports).set({ status: 'queued', error: null }).where(eq(reports.id, report.id));
      queued.push(report.id);
    }
  }
  return queued;
}

/**
 * An individual's made reports mailed again (spec-1 §4: the report exists from submit): the link to
 * the applicant and the examinee, opened for another REPORT_LINK_DAYS. Answers the outbox rows.
 */
export async function mailMadeReports(
  tx: Tx,
  { project, order }: { project: ProjectRow; order: OrderRow },
  released: Released[],
  origin: string,
): Promise<string[]> {
  const testName = await testNameOf(tx, project);
  const mails: string[] = [];
  for (const { name, report } of released) {
    if (report?.status !== 'ready') continue;
    const notice = { name, testName, origin };
    mails.push(...(await mailReportLink(tx, { project, order, report }, notice)));
  }
  return mails;
}
