import { counsellingReminderJob } from './counselling/reminder-job.js';
import { sendMailJob } from './mail/outbox.js';
import { sweepOutboxJob } from './mail/sweep-outbox.js';
import { sweepUnattachedFilesJob } from './files/sweep-unattached-files.js';
import { destructionJob } from './privacy/destruction-job.js';
import { projectLinkMailJob } from './projects/link-mail/link-mail-job.js';
import { startDueProjectsJob } from './projects/start-due-projects.js';
import { studentReportJob } from './reports/student-report-job.js';
import { teacherReportJob } from './reports/teacher-report-job.js';
import type { AnyJobDef } from './jobs/jobs.js';

/** Every kind of background job the worker runs. */
export const allJobs: readonly AnyJobDef[] = [
  sendMailJob,
  sweepOutboxJob,
  sweepUnattachedFilesJob,
  projectLinkMailJob,
  startDueProjectsJob,
  studentReportJob,
  teacherReportJob,
  counsellingReminderJob,
  destructionJob,
];
