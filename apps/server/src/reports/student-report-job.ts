import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { openCounsellingSession } from '../counselling/open-session.js';
import type { Db, Tx } from '../db/client.js';
import { orders, projects } from '../db/schema/orders.js';
import { reports } from '../db/schema/results.js';
import { isSettled } from './settled-report.js';
import { fileStoreOf } from '../files/file-store.js';
import { storeIssuedDocument } from '../files/store-issued-document.js';
import { defineJob, type JobDeps, type Jobs } from '../jobs/jobs.js';
import { sendMailJob } from '../mail/outbox.js';
import { recipientsOf } from '../projects/link-mail/write-link-mail.js';
import { langs, type Lang } from '@putt/contract/lang';
import { loadStudentReportData } from './student/load-report-data.js';
import { renderPool } from '../pdf/render/render-pool.js';
import { openReportLink, type LinkNotice } from './open-report-link.js';
import { mailPupilReportLink } from './pupil-report-link.js';

type Rows = {
  project: typeof projects.$inferSelect;
  order: typeof orders.$inferSelect;
  report: typeof reports.$inferSelect;
};

/**
 * Writes the mail of a ready report's link to the order's applicant and the examinee, and opens
 * the link for REPORT_LINK_DAYS from now; answers the outbox rows to send after the commit.
 */
export async function mailReportLink(
  tx: Tx,
  { project, order, report }: Rows,
  notice: LinkNotice,
): Promise<string[]> {
  return openReportLink(tx, { order, report }, notice, await recipientsOf(tx, project, order));
}

/**
 * Makes a queued student report: renders the PDF, stores it and marks the report ready, in one
 * transaction; for an individual's order, writes the mail of its link to the applicant and the
 * examinee; for a school's pupil, to the pupil when the school chose so (decision 028). A report already made is left alone (a retried job does nothing twice).
 */
export async function makeStudentReport(reportId: string, deps: JobDeps): Promise<string[]> {
  const db: Db = deps.database.db;
  const [row] = await db
    .select({ report: reports, project: projects, order: orders })
    .from(reports)
    .innerJoin(projects, eq(projects.sk, reports.projectSk))
    .innerJoin(orders, eq(orders.sk, projects.orderSk))
    .where(eq(reports.id, reportId));
  if (!row || isSettled(row.report.status) || !row.report.resultId) return [];
  const { report, project, order } = row;
  const language = (langs as readonly string[]).includes(report.language) ? (report.language as Lang) : 'ko';
  const { data, bands } = await loadStudentReportData(db, row.report.resultId, language);
  const pdf = await renderPool(deps.config.reportThreads).render({ kind: 'student', data, bands });
  const store = fileStoreOf(deps.config);
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(reports).where(eq(reports.id, reportId)).for('update');
    if (!locked || isSettled(locked.status)) return [];
    const fileId = await storeIssuedDocument(tx, store, pdf, `${data.name}.pdf`);
    await tx
      .update(reports)
      .set({ status: 'ready', fileId, readyAt: new Date(), error: null })
      .where(eq(reports.id, reportId));
    // the counselling bought with the test can be booked once its report exists (issue 25)
    await openCounsellingSession(tx, row.report.resultId!);
    const notice = { name: data.name, testName: data.testName, origin: deps.config.publicOrigin };
    if (order.type !== 'individual') return mailPupilReportLink(tx, { order, report }, notice);
    return mailReportLink(tx, { project, order, report }, notice);
  });
}

/** After the last retry: the report is marked failed with the error, for the class page and staff. */
export async function markReportFailed(reportId: string, error: unknown, deps: JobDeps): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await deps.database.db
    .update(reports)
    .set({ status: 'failed', error: message.slice(0, 500) })
    .where(and(eq(reports.id, reportId), eq(reports.status, 'queued')));
}

/**
 * A student report's making, queued at submit (an individual's) or at the organisation's request:
 * fetched in fours and made two per render thread at once, so one PDF is drawn while the next
 * one's data loads.
 */
export const studentReportJob = defineJob({
  name: 'student-report',
  schema: z.object({ reportId: z.uuid() }),
  retryLimit: 3,
  retryDelay: 20,
  batch: { size: 4, concurrency: (config) => config.reportThreads * 2 },
  onGiveUp: ({ reportId }, error, deps) => markReportFailed(reportId, error, deps),
  async handler({ reportId }, deps) {
    const mails = await makeStudentReport(reportId, deps);
    for (const outboxId of mails) {
      await sendMailJob.handler({ outboxId }, deps).catch((error: unknown) => {
        deps.log.warn(
          { err: error, outboxId },
          'report mail: sending failed; the outbox row keeps its error',
        );
      });
    }
  },
});

/** Queues the making of a report written as queued; one job per report. */
export async function dispatchReport(jobs: Jobs, reportId: string): Promise<void> {
  await jobs.send(studentReportJob, { reportId }, { singletonKey: reportId });
}
