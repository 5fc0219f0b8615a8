import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { attemptDevices, attempts } from '../db/schema/attempts.js';
import { counsellingHistory, counsellingSessions } from '../db/schema/counselling.js';
import { files } from '../db/schema/files.js';
import { examinees, orders, projects } from '../db/schema/orders.js';
import { reports, results } from '../db/schema/results.js';

/** What one erasure did, by counts and ids (the audit log's detail: never a name). */
export type ExamineeErasure = {
  examineeSk: string;
  projectSk: string;
  reports: number;
  teacherReports: number;
  counselling: number;
  devices: number;
  /** stored files to remove from the file store after the commit */
  fileIds: string[];
};

/** Marks reports erased and unlinks their files; answers the file ids (their rows are deleted). */
async function eraseReports(
  tx: Tx,
  where: ReturnType<typeof and>,
): Promise<{ count: number; fileIds: string[] }> {
  const erased = await tx
    .update(reports)
    .set({ status: 'erased', error: null, linkUntil: null })
    .where(and(where, sql`${reports.status} <> 'erased'`))
    .returning({ fileId: reports.fileId });
  const fileIds = erased.flatMap((row) => (row.fileId ? [row.fileId] : []));
  if (fileIds.length) {
    await tx.update(reports).set({ fileId: null }).where(inArray(reports.fileId, fileIds));
    await tx.delete(files).where(inArray(files.id, fileIds));
  }
  return { count: erased.length, fileIds };
}

/**
 * Erases one examinee's identity in the caller's transaction (decision 041): the name, birth date,
 * school, address, e-mail and code go; their student reports are marked erased and their files
 * leave; their devices' addresses go; counselling keeps its times and status but loses what was
 * said. The answers and results stay, tied to a row with only the gender left: de-identified, for
 * norms. When the class has no identified examinee left, its teacher reports (which list the pupils),
 * its contact and its consent record go too; an individual's order loses the guardian with its last
 * examinee. Answers null when the examinee was already erased.
 */
export async function eraseExaminee(tx: Tx, sk: string, now: Date): Promise<ExamineeErasure | null> {
  const [examinee] = await tx
    .update(examinees)
    .set({
      name: '',
      dob: null,
      schoolInfo: '',
      postCode: '',
      address: '',
      addressDetail: '',
      email: '',
      authCode: null,
      erasedAt: now,
    })
    .where(and(eq(examinees.sk, sk), isNull(examinees.erasedAt)))
    .returning({ projectSk: examinees.projectSk });
  if (!examinee) return null;
  const attemptIds = tx.select({ id: attempts.id }).from(attempts).where(eq(attempts.examineeSk, sk));
  const resultIds = tx.select({ id: results.id }).from(results).where(inArray(results.attemptId, attemptIds));
  const student = await eraseReports(
    tx,
    and(eq(reports.kind, 'student'), inArray(reports.resultId, resultIds)),
  );
  const devices = await tx
    .delete(attemptDevices)
    .where(inArray(attemptDevices.attemptId, attemptIds))
    .returning({ id: attemptDevices.id });
  const sessions = await tx
    .update(counsellingSessions)
    .set({
      personKey: `examinee:${sk}`,
      requestedDate: null,
      place: '',
      meetingUrl: '',
      goalStrategy: '',
      actionPlan: '',
      experienceBoard: '',
      summary: '',
    })
    .where(eq(counsellingSessions.examineeSk, sk))
    .returning({ id: counsellingSessions.id });
  if (sessions.length) {
    await tx
      .update(counsellingHistory)
      .set({ reason: '' })
      .where(
        inArray(
          counsellingHistory.sessionId,
          sessions.map((row) => row.id),
        ),
      );
  }
  const teacher = await eraseClassWhenEmpty(tx, examinee.projectSk);
  return {
    examineeSk: sk,
    projectSk: examinee.projectSk,
    reports: student.count,
    teacherReports: teacher.count,
    counselling: sessions.length,
    devices: devices.length,
    fileIds: [...student.fileIds, ...teacher.fileIds],
  };
}

/** A class whose every examinee is erased: its teacher reports, contact and consent record go. */
async function eraseClassWhenEmpty(tx: Tx, projectSk: string) {
  const [left] = await tx
    .select({ sk: examinees.sk })
    .from(examinees)
    .where(and(eq(examinees.projectSk, projectSk), isNull(examinees.erasedAt)))
    .limit(1);
  if (left) return { count: 0, fileIds: [] };
  const [project] = await tx
    .update(projects)
    .set({ email: null, consentCollectedBy: null })
    .where(eq(projects.sk, projectSk))
    .returning({ orderSk: projects.orderSk });
  if (project) {
    const [identified] = await tx
      .select({ sk: examinees.sk })
      .from(examinees)
      .innerJoin(projects, eq(projects.sk, examinees.projectSk))
      .where(and(eq(projects.orderSk, project.orderSk), isNull(examinees.erasedAt)))
      .limit(1);
    if (!identified) {
      await tx
        .update(orders)
        .set({ guardianName: null, guardianRelationship: null, guardianPhone: null })
        .where(and(eq(orders.sk, project.orderSk), isNotNull(orders.guardianName)));
    }
  }
  return eraseReports(tx, and(eq(reports.kind, 'teacher'), eq(reports.projectSk, projectSk)));
}
