import type { CodeSheetData } from '../code-sheet.js';

/**
 * The PDFs the render threads draw, by kind: plain data, so a task crosses to a thread as it is.
 * The code sheets that a morning's link mails attach by the dozen are drawn here (decision 019:
 * drawn on the event loop, they held every answer save of a test day); a domain adds its own kinds
 * by declaration merging (reports/render-tasks.ts), and the thread's entry (src/render-thread.ts)
 * has one drawer per kind, which the typecheck holds it to.
 */
export interface RenderTasks {
  codeSheet: { data: CodeSheetData };
}

export type RenderKind = keyof RenderTasks;
export type RenderTask = { [K in RenderKind]: { kind: K } & RenderTasks[K] }[RenderKind];

/** One drawer per kind of task. */
export type RenderDrawers = {
  [K in RenderKind]: (task: { kind: K } & RenderTasks[K]) => Promise<Buffer>;
};
