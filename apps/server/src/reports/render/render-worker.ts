import { parentPort } from 'node:worker_threads';
import { type RenderTask, renderTask } from './render-task.js';

/**
 * A render thread: draws each report it is sent and answers its bytes (moved, not copied) or the
 * error's text. The font is parsed once per thread and shared by every report it draws.
 */
parentPort!.on('message', ({ id, task }: { id: number; task: RenderTask }) => {
  renderTask(task).then(
    (pdf) => {
      // a copy of its own, so moving it never takes memory a Buffer pool shares
      const bytes = new Uint8Array(pdf);
      parentPort!.postMessage({ id, bytes }, [bytes.buffer]);
    },
    (error: unknown) => {
      parentPort!.postMessage({
        id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    },
  );
});
