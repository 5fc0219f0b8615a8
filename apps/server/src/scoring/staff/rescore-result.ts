import { and, eq } from 'drizzle-orm';
import { type AuditCaller, writeAudit } from '../../audit/write-audit.js';
import { staffOf } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { reports, results } from '../../db/schema/results.js';
import { bankOf } from '../../survey/attempts/bank-facts.js';
import { queueStudentReport } from '../../reports/queue-student-report.js';
import { queueTeacherReport } from '../../reports/request-teacher-report.js';
import type { ResultWork } from '../../reports/result-work.js';
import { currentNorm } from '../norm-tables.js';
import { storeResult } from '../store-result.js';
import { lockResult, refuseResultChange } from './lock-result.js';

/**
 * adminRescoreResult: a result scored again with its form's current norm (decision 021), audited.
 * The new version replaces it and the earlier one stays as history. A staff review carries over
 * (the answers, which the quality checks read, did not change); a released result that had a
 * student report gets a new one in the same language (an individual is mailed its link), and a
 * closed class a new teacher report. A retest's result, or one already on the current norm, is
 * refused. Answers the new result's id and what to dispatch after the commit.
 */
export async function rescoreResult(
  db: Db,
  caller: AuditCaller,
  id: string,
): Promise<{ id: string; work: ResultWork }> {
  return db.transaction(async (tx) => {
    const { result, project, order, name } = await lockResult(tx, id);
    if (result.status === 'retest') throw refuseResultChange('A retested result stays', 'retired');
    const bank = (await bankOf(tx, result.bankId)).content;
    const norm = await currentNorm(tx, bank.instrument, bank.form);
    if ((norm?.id ?? null) === result.normId) {
      throw refuseResultChange('The result is on the current norm', 'alreadyCurrent');
    }
    const staffId = staffOf(caller.actor).staffId;
    const scored = await storeResult(tx, result.attemptId, staffId);
    const review = {
      status: result.status,
      reviewedBy: result.reviewedBy,
      reviewedAt: result.reviewedAt,
      reviewNote: result.reviewNote,
    };
    const stored = result.reviewedAt
      ? (await tx.update(results).set(review).where(eq(results.id, scored.id)).returning())[0]!
      : scored;
    const work: ResultWork = { studentReports: [], teacherReport: null, mails: [] };
    if (stored.status === 'released') {
      const [made] = await tx
        .select({ language: reports.language })
        .from(reports)
        .where(and(eq(reports.kind, 'student'), eq(reports.resultId, result.id)))
        .limit(1);
      if (made) work.studentReports.push(await queueStudentReport(tx, stored, project.sk, made.language));
      if (order.type === 'organisation' && project.status === 'completed') {
        const teacher = await queueTeacherReport(tx, project, order.lang);
        if (teacher !== 'noResults') work.teacherReport = teacher;
      }
    }
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: 'result',
      targetId: stored.id,
      subject: name,
      detail: { rescored: result.id, norm: norm?.version ?? null, project: project.sk },
    });
    return { id: stored.id, work };
  });
}
