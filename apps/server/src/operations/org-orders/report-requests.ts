import { dispatchMail } from '../../mail/outbox.js';
import { requestProjectReports } from '../../reports/request-project-reports.js';
import { dispatchReport } from '../../reports/student-report-job.js';
import { requestTeacherReport } from '../../reports/request-teacher-report.js';
import { dispatchTeacherReport } from '../../reports/teacher-report-job.js';
import { implement } from '../registry.js';

// An organisation's users for their classes, an individual for their own tests (lockProjectOf).
export const requestProjectReportGeneration = implement(
  'requestProjectReportGeneration',
  'signedIn',
  async ({ SK }, ctx) => {
    const { queued, mails } = await requestProjectReports(ctx.db, ctx.actor, SK, ctx.config.publicOrigin);
    for (const reportId of queued) await dispatchReport(ctx.jobs, reportId);
    for (const outboxId of mails) await dispatchMail(ctx.jobs, outboxId);
    return { message: 'success' as const, queued: queued.length, mailed: mails.length };
  },
);

// An organisation's users for their classes (lockProjectOf); an individual's test has no class to report on.
export const requestTeacherReportGeneration = implement(
  'requestTeacherReportGeneration',
  'signedIn',
  async ({ SK }, ctx) => {
    const queued = await requestTeacherReport(ctx.db, ctx.actor, SK);
    if (queued) await dispatchTeacherReport(ctx.jobs, queued);
    return { message: 'success' as const, queued: queued ? 1 : 0 };
  },
);
