import type { RenderDrawers, RenderTask } from './pdf/render/render-task.js';
import { renderStudentReport } from './reports/student/student-report.js';
import { renderTeacherReport } from './reports/teacher/teacher-report.js';
import { serveTasks } from './threads/serve-tasks.js';

/**
 * A render thread (pdf/render/render-pool.ts starts it): draws each PDF (or workbook) it is sent and answers its
 * bytes (moved, not copied) or the error's text. The font is parsed once per thread and shared by
 * every PDF it draws. It sits at the composition root because it knows every domain's drawings.
 */
const drawers: RenderDrawers = {
  student: (task) => renderStudentReport(task.data, task.bands),
  teacher: (task) => renderTeacherReport(task.data, task.bands),
  resultsWorkbook: async (task) => {
    const { renderResultsWorkbook } = await import('./reports/results-workbook.js');
    return renderResultsWorkbook(task.data, task.language);
  },
  codeSheet: async (task) => {
    // loaded on first use: a thread that only draws reports never holds react-pdf
    const { renderCodeSheet } = await import('./pdf/code-sheet.js');
    return renderCodeSheet(task.data);
  },
};

const draw = (task: RenderTask) => (drawers[task.kind] as (task: RenderTask) => Promise<Buffer>)(task);

// a copy of its own, so moving it never takes memory a Buffer pool shares
serveTasks(
  async (task: RenderTask) => new Uint8Array(await draw(task)),
  (bytes) => [bytes.buffer],
);
