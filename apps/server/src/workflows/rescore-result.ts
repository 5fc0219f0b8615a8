import type { AuditCaller } from '../audit/write-audit.js';
import type { Db } from '../db/client.js';
import { reportsOfChangedResult, studentReportLanguage } from '../reports/changed-result-reports.js';
import type { ResultWork } from '../reports/result-work.js';
import { scoreAgain } from '../scoring/staff/rescore-result.js';

/**
 * adminRescoreResult: a result scored again on the current norm (scoring), in one transaction with
 * its reports: a released result that had a student report gets a new one in the same language,
 * and a closed class a new teacher report (reports). Answers the new result's id and what to
 * dispatch after the commit.
 */
export async function rescoreResult(
  db: Db,
  caller: AuditCaller,
  id: string,
): Promise<{ id: string; work: ResultWork }> {
  return db.transaction(async (tx) => {
    const { locked, stored } = await scoreAgain(tx, caller, id);
    const language = await studentReportLanguage(tx, locked.result.id);
    const work = await reportsOfChangedResult(
      tx,
      { result: stored, project: locked.project, order: locked.order },
      language,
    );
    return { id: stored.id, work };
  });
}
