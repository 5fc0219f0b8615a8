import type { Actor } from '../auth/actor.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Jobs } from '../jobs/jobs.js';
import { dispatchMail } from '../mail/outbox.js';
import { requestProjectReports } from './request-project-reports.js';
import { requestTeacherReport } from './request-teacher-report.js';
import { dispatchReport } from './student-report-job.js';
import { dispatchTeacherReport } from './teacher-report-job.js';

type Deps = { db: Db; jobs: Jobs; config: Config };

/**
 * A project's student reports asked for (by its customer or by staff for them) and their making
 * and mails queued after the commit; answers how many reports were queued and mails written.
 */
export async function askProjectReports(deps: Deps, by: Actor, sk: string) {
  const { queued, mails } = await requestProjectReports(deps.db, by, sk, deps.config.publicOrigin);
  for (const reportId of queued) await dispatchReport(deps.jobs, reportId);
  for (const outboxId of mails) await dispatchMail(deps.jobs, outboxId);
  return { queued: queued.length, mailed: mails.length };
}

/** A class's teacher report asked for and its making queued; answers whether one was queued. */
export async function askTeacherReport(deps: Deps, by: Actor, sk: string) {
  const queued = await requestTeacherReport(deps.db, by, sk);
  if (queued) await dispatchTeacherReport(deps.jobs, queued);
  return { queued: queued ? 1 : 0 };
}
