import { ErrorCode } from '@putt/contract/errors';
import { STEP_REFUSED } from '@putt/contract/lifecycle';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Actor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { attempts } from '../db/schema/attempts.js';
import { examinees, orderProducts } from '../db/schema/orders.js';
import { reports, results } from '../db/schema/results.js';
import { AppError } from '../http/app-error.js';
import { lockProjectOf } from '../projects/move-project.js';
import { queueStudentReport } from './queue-student-report.js';
import { mailReportLink } from './student-report-job.js';

export type ReportRequest = { queued: string[]; mails: string[] };

/**
 * requestProjectReportGeneration (spec-2 §4, §7): only a ready or ongoing class takes it (closing
 * ends report requests). Every current, released result of the class without a student report
 * gets one, queued in the order's language, and a report that failed is queued again; for an individual (spec-1 §4) whose report was made
 * at submit, the request mails its link again. Answers the reports to dispatch and the mails to
 * send after the commit.
 */
export async function requestProjectReports(
  db: Db,
  by: Actor,
  sk: string,
  origin: string,
): Promise<ReportRequest> {
  return db.transaction(async (tx) => {
    const { project, order } = await lockProjectOf(tx, by, sk);
    if (project.status !== 'ready' && project.status !== 'ing') {
      throw new AppError(ErrorCode.INVALID_DATA, `A class that is ${project.status} makes no reports`, {
        SK: STEP_REFUSED,
      });
    }
    const released = await tx
      .select({ result: results, name: examinees.name })
      .from(results)
      .innerJoin(attempts, eq(attempts.id, results.attemptId))
      .innerJoin(examinees, eq(examinees.sk, attempts.examineeSk))
      .where(
        and(eq(attempts.projectSk, project.sk), isNull(results.supersededAt), eq(results.status, 'released')),
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
    const queued: string[] = [];
    for (const { result } of released) {
      const report = reportOf.get(result.id);
      if (!report) queued.push(await queueStudentReport(tx, result, project.sk, order.lang));
      else if (report.status === 'failed') {
        // a report whose making gave up is tried again
        await tx.update(reports).set({ status: 'queued', error: null }).where(eq(reports.id, report.id));
        queued.push(report.id);
      }
    }
    if (order.type !== 'individual') return { queued, mails: [] };
    const [line] = project.orderProductId
      ? await tx
          .select({ name: orderProducts.name })
          .from(orderProducts)
          .where(eq(orderProducts.id, project.orderProductId))
      : [];
    const mails: string[] = [];
    for (const { result, name } of released) {
      const report = reportOf.get(result.id);
      if (report?.status !== 'ready') continue;
      const notice = { name, testName: line?.name ?? project.name, origin };
      mails.push(...(await mailReportLink(tx, { project, order, report }, notice)));
    }
    return { queued, mails };
  });
}
