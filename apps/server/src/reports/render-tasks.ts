import type { TNormTable } from '@putt/contract/norms';
import type { StudentReportData } from './student/report-data.js';
import type { TeacherReportData } from './teacher/class-summary.js';

// The reports the render threads draw (pdf/render/render-task.ts): a student's, and a class's for
// its teacher, each with the bands of the norm it was scored on.
declare module '../pdf/render/render-task.js' {
  interface RenderTasks {
    student: { data: StudentReportData; bands: TNormTable['bands'] };
    teacher: { data: TeacherReportData; bands: TNormTable['bands'] };
  }
}
