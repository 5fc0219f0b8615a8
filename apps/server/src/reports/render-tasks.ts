import type { Lang } from '@putt/contract/lang';
import type { TNormTable } from '@putt/contract/norms';
import type { ResultsWorkbookData } from './results-workbook.js';
import type { StudentReportData } from './student/report-data.js';
import type { TeacherReportData } from './teacher/class-summary.js';

// The reports the render threads draw (pdf/render/render-task.ts): a student's, and a class's for
// its teacher, each with the bands of the norm it was scored on; and a school's results workbook.
declare module '../pdf/render/render-task.js' {
  interface RenderTasks {
    student: { data: StudentReportData; bands: TNormTable['bands'] };
    teacher: { data: TeacherReportData; bands: TNormTable['bands'] };
    resultsWorkbook: { data: ResultsWorkbookData; language: Lang };
  }
}
