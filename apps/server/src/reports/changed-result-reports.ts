import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import type { orders, projects } from '../db/schema/orders.js';
import { reports, type results } from '../db/schema/results.js';
import { queueStudentReport } from './queue-student-report.js';
import { queueTeacherReport } from './request-teacher-report.js';
import type { ResultWork } from './result-work.js';

type Changed = {
  result: typeof results.$inferSelect;
  project: typeof projects.$inferSelect;
  order: typeof orders.$inferSelect;
};

/**
 * The reports a result released by staff calls for: its student report in `language` (none when
 * null: a rescored result that never had one), and a closed class's new teacher report that holds
 * it (spec: a result released after the close still gets its report). An individual is mailed the
 * link when the student report is ready, as at submit.
 */
export async function reportsOfChangedResult(
  tx: Tx,
  { result, project, order }: Changed,
  language: string | null,
): Promise<ResultWork> {
  const work: ResultWork = { studentReports: [], teacherReport: null, mails: [] };
  if (result.status !== 'released') return work;
  if (language) work.studentReports.push(await queueStudentReport(tx, result, project.sk, language));
  if (order.type === 'organisation' && project.status === 'completed') {
    const teacher = await queueTeacherReport(tx, project, order.lang);
    if (teacher !== 'noResults') work.teacherReport = teacher;
  }
  return work;
}

/** The language of the student report made for a result, null when none was made. */
export async function studentReportLanguage(tx: Tx, resultId: string): Promise<string | null> {
  const [made] = await tx
    .select({ language: reports.language })
    .from(reports)
    .where(and(eq(reports.kind, 'student'), eq(reports.resultId, resultId)))
    .limit(1);
  return made?.language ?? null;
}
