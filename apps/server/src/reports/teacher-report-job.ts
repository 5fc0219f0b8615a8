import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { isSettled } from './settled-report.js';
import { reports } from '../db/schema/results.js';
import { fileStoreOf } from '../files/file-store.js';
import { storeIssuedDocument } from '../files/store-issued-document.js';
import { defineJob, type JobDeps, type Jobs } from '../jobs/jobs.js';
import { reportLabels } from './content/report-labels.js';
import { langs, type Lang } from '@putt/contract/lang';
import { loadTeacherReportData } from './teacher/load-teacher-data.js';
import { renderPool } from '../pdf/render/render-pool.js';
import { markReportFailed } from './student-report-job.js';

/**
 * Makes a queued teacher report from the class's results as they are now: renders the PDF, stores
 * it as `{class} {title}.pdf` and marks the report ready in one transaction. A report already made
 * is left alone (a retried job does nothing twice).
 */
export async function makeTeacherReport(reportId: string, deps: JobDeps): Promise<void> {
  const db: Db = deps.database.db;
  const [report] = await db.select().from(reports).where(eq(reports.id, reportId));
  if (report?.kind !== 'teacher' || isSettled(report.status)) return;
  const language = (langs as readonly string[]).includes(report.language) ? (report.language as Lang) : 'ko';
  const { data, bands } = await loadTeacherReportData(db, report.projectSk, language);
  const pdf = await renderPool(deps.config.reportThreads).render({ kind: 'teacher', data, bands });
  const store = fileStoreOf(deps.config);
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(reports).where(eq(reports.id, reportId)).for('update');
    if (!locked || isSettled(locked.status)) return;
    const name = `${data.classLabel} ${reportLabels[language].teacherReport}.pdf`;
    const fileId = await storeIssuedDocument(tx, store, pdf, name);
    await tx
      .update(reports)
      .set({ status: 'ready', fileId, readyAt: new Date(), error: null })
      .where(eq(reports.id, reportId));
  });
}

/** A class's teacher report, made at the organisation's request. */
export const teacherReportJob = defineJob({
  name: 'teacher-report',
  schema: z.object({ reportId: z.uuid() }),
  retryLimit: 3,
  retryDelay: 20,
  onGiveUp: ({ reportId }, error, deps) => markReportFailed(reportId, error, deps),
  handler: ({ reportId }, deps) => makeTeacherReport(reportId, deps),
});

/** Queues the making of a teacher report written as queued. */
export async function dispatchTeacherReport(jobs: Jobs, reportId: string): Promise<void> {
  await jobs.send(teacherReportJob, { reportId }, { singletonKey: reportId });
}
