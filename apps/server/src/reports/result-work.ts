import type { Jobs } from '../jobs/jobs.js';
import { dispatchMail } from '../mail/outbox.js';
import { dispatchReport } from './student-report-job.js';
import { dispatchTeacherReport } from './teacher-report-job.js';

/**
 * What a change to results leaves to do after its commit (closing a class, staff releasing or
 * retesting a result): reports to make, mails to send.
 */
export type ResultWork = { studentReports: string[]; teacherReport: string | null; mails: string[] };

/** Queues what a change to results left, after its commit. */
export async function dispatchResultWork(jobs: Jobs, { studentReports, teacherReport, mails }: ResultWork) {
  for (const reportId of studentReports) await dispatchReport(jobs, reportId);
  if (teacherReport) await dispatchTeacherReport(jobs, teacherReport);
  for (const outboxId of mails) await dispatchMail(jobs, outboxId);
}
