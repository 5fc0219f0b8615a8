import type { AuditCaller } from '../audit/write-audit.js';
import type { Db } from '../db/client.js';
import { writeMail } from '../mail/outbox.js';
import { retestMail } from '../mail/templates/retest-requested.js';
import { recipientsOf } from '../projects/link-mail/write-link-mail.js';
import { testNameOf } from '../projects/test-name-of.js';
import { reportsOfChangedResult } from '../reports/changed-result-reports.js';
import type { ResultWork } from '../reports/result-work.js';
import { type Decision, decideResult } from '../scoring/staff/review-result.js';

/**
 * adminReviewResult: staff decide on a held result (scoring), in one transaction with what follows.
 * Released, it gets its student report in the order's language and a closed class a new teacher
 * report (reports). Retested, the customer is mailed to take the test again (projects' recipients).
 * Answers what to dispatch after the commit.
 */
export async function reviewResult(
  db: Db,
  caller: AuditCaller,
  input: Decision,
  origin: string,
): Promise<ResultWork> {
  return db.transaction(async (tx) => {
    const { locked, result } = await decideResult(tx, caller, input);
    const { project, order } = locked;
    if (input.decision === 'release')
      return reportsOfChangedResult(tx, { result, project, order }, order.lang);
    const mail = retestMail(order.lang === 'en' ? 'en' : 'ko', {
      name: locked.name,
      num: order.type === 'organisation' ? locked.num : null,
      className: project.name,
      testName: await testNameOf(tx, project),
      link: project.responderUri ?? origin,
    });
    const mails = await Promise.all(
      (await recipientsOf(tx, project, order)).map((to) => writeMail(tx, to, mail)),
    );
    return { studentReports: [], teacherReport: null, mails };
  });
}
