import type { TNormTable } from '@putt/contract/norms';
import type { CodeSheetData } from '../../pdf/code-sheet.js';
import { renderStudentReport } from '../student/student-report.js';
import type { StudentReportData } from '../student/report-data.js';
import type { TeacherReportData } from '../teacher/class-summary.js';
import { renderTeacherReport } from '../teacher/teacher-report.js';

/**
 * A PDF to draw: plain data, so it crosses to a render thread as it is. Reports, and the code
 * sheets that a morning's link mails attach by the dozen (decision 019: drawn on the event loop,
 * they held every answer save of a test day).
 */
export type RenderTask =
  | { kind: 'student'; data: StudentReportData; bands: TNormTable['bands'] }
  | { kind: 'teacher'; data: TeacherReportData; bands: TNormTable['bands'] }
  | { kind: 'codeSheet'; data: CodeSheetData };

/** Draws a PDF in this thread. */
export async function renderTask(task: RenderTask): Promise<Buffer> {
  switch (task.kind) {
    case 'student':
      return renderStudentReport(task.data, task.bands);
    case 'teacher':
      return renderTeacherReport(task.data, task.bands);
    case 'codeSheet': {
      // loaded on first use: a thread that only draws reports never holds react-pdf
      const { renderCodeSheet } = await import('../../pdf/code-sheet.js');
      return renderCodeSheet(task.data);
    }
  }
}
