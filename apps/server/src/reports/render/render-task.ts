import type { TNormTable } from '@putt/contract/norms';
import { renderStudentReport } from '../student/student-report.js';
import type { StudentReportData } from '../student/report-data.js';
import type { TeacherReportData } from '../teacher/class-summary.js';
import { renderTeacherReport } from '../teacher/teacher-report.js';

/** A report to draw: plain data, so it crosses to a render thread as it is. */
export type RenderTask =
  | { kind: 'student'; data: StudentReportData; bands: TNormTable['bands'] }
  | { kind: 'teacher'; data: TeacherReportData; bands: TNormTable['bands'] };

/** Draws a report in this thread. */
export function renderTask(task: RenderTask): Promise<Buffer> {
  return task.kind === 'student'
    ? renderStudentReport(task.data, task.bands)
    : renderTeacherReport(task.data, task.bands);
}
