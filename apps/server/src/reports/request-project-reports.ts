import { ErrorCode } from '@putt/contract/errors';
import { STEP_REFUSED } from '@putt/contract/lifecycle';
import type { Actor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { AppError } from '../errors/app-error.js';
import { lockProjectOf } from '../projects/move-project.js';
import { mailMadeReports, queueMissingReports, releasedResultsOf } from './project-results.js';

export type ReportRequest = { queued: string[]; mails: string[] };

/**
 * requestProjectReportGeneration (spec-2 §4, §7): only a ready or ongoing class takes it (closing
 * ends report requests). Every current, released result of the class without a student report
 * gets one, queued in the order's language, and a report that failed is queued again; for an
 * individual (spec-1 §4), whose report was made at submit, the request mails its link again.
 * Answers the reports to dispatch and the mails to send after the commit.
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
    const released = await releasedResultsOf(tx, project.sk);
    const queued = await queueMissingReports(tx, project.sk, order.lang, released);
    if (order.type !== 'individual') return { queued, mails: [] };
    const mails = await mailMadeReports(tx, { project, order }, released, origin);
    return { queued, mails };
  });
}
