import { eq } from 'drizzle-orm';
import { type AuditCaller, writeAudit } from '../../audit/write-audit.js';
import { staffOf } from '../../auth/actor.js';
import type { Db, Tx } from '../../db/client.js';
import { attempts } from '../../db/schema/attempts.js';
import { results } from '../../db/schema/results.js';
import { writeMail } from '../../mail/outbox.js';
import { retestMail } from '../../mail/templates/retest-requested.js';
import { recipientsOf } from '../../projects/link-mail/write-link-mail.js';
import { testNameOf } from '../../projects/test-name-of.js';
import { queueStudentReport } from '../../reports/queue-student-report.js';
import { queueTeacherReport } from '../../reports/request-teacher-report.js';
import type { ResultWork } from '../../reports/result-work.js';
import { type LockedResult, lockResult, refuseResultChange } from './lock-result.js';

type Decision = { id: string; decision: 'release' | 'retest'; note: string };

/**
 * adminReviewResult: staff decide on a held result, audited. Released, it gets its student report
 * in the order's language (an individual is mailed the link when it is ready, as at submit), and a
 * closed class also a new teacher report that holds it (spec: a result released after the close
 * still gets its report). Retested, its attempt is retired with its answers as history, the code
 * opens a new attempt for the same examinee while the test is under way, and the customer is
 * mailed. Answers what to dispatch after the commit.
 */
export async function reviewResult(
  db: Db,
  caller: AuditCaller,
  input: Decision,
  origin: string,
): Promise<ResultWork> {
  return db.transaction(async (tx) => {
    const locked = await lockResult(tx, input.id);
    if (locked.result.status !== 'held')
      throw refuseResultChange('Only a held result is reviewed', 'notHeld');
    const review = {
      status: input.decision === 'release' ? 'released' : 'retest',
      reviewedBy: staffOf(caller.actor).staffId,
      reviewedAt: new Date(),
      reviewNote: input.note,
    };
    if (input.decision === 'retest' && locked.project.status !== 'ing') {
      throw refuseResultChange('A retest needs a test under way', 'retestClosed');
    }
    const [updated] = await tx.update(results).set(review).where(eq(results.id, input.id)).returning();
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: 'result',
      targetId: input.id,
      subject: locked.name,
      detail: { decision: input.decision, project: locked.project.sk },
    });
    return input.decision === 'release' ? released(tx, locked, updated!) : retest(tx, locked, origin);
  });
}

async function released(
  tx: Tx,
  locked: LockedResult,
  result: typeof results.$inferSelect,
): Promise<ResultWork> {
  const { project, order } = locked;
  const report = await queueStudentReport(tx, result, project.sk, order.lang);
  const teacher =
    order.type === 'organisation' && project.status === 'completed'
      ? await queueTeacherReport(tx, project, order.lang)
      : null;
  return { studentReports: [report], teacherReport: teacher === 'noResults' ? null : teacher, mails: [] };
}

async function retest(tx: Tx, locked: LockedResult, origin: string): Promise<ResultWork> {
  const { project, order, attempt } = locked;
  await tx.update(attempts).set({ retiredAt: new Date() }).where(eq(attempts.id, attempt.id));
  const testName = await testNameOf(tx, project);
  const mail = retestMail(order.lang === 'en' ? 'en' : 'ko', {
    name: locked.name,
    num: order.type === 'organisation' ? locked.num : null,
    className: project.name,
    testName,
    link: project.responderUri ?? origin,
  });
  const mails = await Promise.all(
    (await recipientsOf(tx, project, order)).map((to) => writeMail(tx, to, mail)),
  );
  return { studentReports: [], teacherReport: null, mails };
}
