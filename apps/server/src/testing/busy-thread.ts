import { parentPort } from 'node:worker_threads';

/**
 * A pool thread for the thread pool's tests: holds its CPU for the task's milliseconds and answers
 * them, dies when asked to, or answers an error.
 */
parentPort!.on(
  'message',
  ({ id, task }: { id: number; task: { ms: number; die?: boolean; fail?: boolean } }) => {
    if (task.die) process.exit(3);
    if (task.fail) return parentPort!.postMessage({ id, error: 'the task failed' });
    const until = Date.now() + task.ms;
    while (Date.now() < until);
    parentPort!.postMessage({ id, value: task.ms });
  },
);
