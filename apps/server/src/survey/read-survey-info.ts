import { type TSurveyInfo, surveyStateOf } from '@putt/contract/survey';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { examinees } from '../db/schema/orders.js';
import { fromDateColumn } from '../db/date-columns.js';
import { codeSheetDataOf } from '../projects/code-sheet-data.js';
import { projectOfKey } from './entry-rules.js';
import { externalFormOf } from './external-form.js';

/**
 * getSurveyInfo: the test behind a survey key (128 random bits, decision 017). A key that names no
 * test answers not-found, the same for every wrong key.
 */
export async function readSurveyInfo(db: DbOrTx, surveyKey: string): Promise<TSurveyInfo> {
  const row = await projectOfKey(db, surveyKey);
  const { project } = row;
  const sheet = await codeSheetDataOf(db, project);
  const [listed] = await db
    .select({ sk: examinees.sk })
    .from(examinees)
    .where(eq(examinees.projectSk, project.sk))
    .limit(1);
  return {
    org_name: row.orderType === 'organisation' ? sheet.orgName : '',
    type: project.type,
    test_name: sheet.testName,
    class_name: project.name,
    grade: project.grade,
    class: project.classNum,
    major: project.major,
    start_target_date: fromDateColumn(project.startTargetDate)!,
    end_target_date: fromDateColumn(project.endTargetDate),
    state: surveyStateOf(project.status),
    // an individual's examinee was named by the order: they too only confirm who they are
    registered: Boolean(listed),
    guardian_consent: project.consentRecordedAt !== null,
    external: (await externalFormOf(db, project.type)) !== null,
    report_mail: row.orderType === 'individual' || row.pupilReportDays > 0,
  };
}
