import { parentPort } from 'node:worker_threads';

/**
 * A pool thread's side of the pool (thread-pool.ts): answers each task it is sent with what `work`
 * gives (moving the buffers `transfer` names, not copying them) or with its error's text. It says
 * it is ready once its modules are loaded, so the pool's time limit counts a task's work, not the
 * thread's start: a thread run from source compiles its imports first, seconds on a busy machine.
 */
export function serveTasks<T, R>(
  work: (task: T) => Promise<R>,
  transfer: (value: R) => ArrayBuffer[] = () => [],
): void {
  const port = parentPort!;
  port.on('message', ({ id, task }: { id: number; task: T }) => {
    work(task).then(
      (value) => port.postMessage({ id, value }, transfer(value)),
      (error: unknown) =>
        port.postMessage({
          id,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        }),
    );
  });
  port.postMessage({ ready: true });
}
