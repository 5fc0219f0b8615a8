import { workerData } from 'node:worker_threads';
import { serveTasks } from '../threads/serve-tasks.js';

const hold = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until);
};

// a thread slow to start (as one compiling its imports on a busy machine) when the test says so
hold((workerData as { startMs?: number } | undefined)?.startMs ?? 0);

/**
 * A pool thread for the thread pool's tests: holds its CPU for the task's milliseconds and answers
 * them, dies when asked to, or answers an error.
 */
serveTasks(async (task: { ms: number; die?: boolean; fail?: boolean }) => {
  if (task.die) process.exit(3);
  if (task.fail) throw new Error('the task failed');
  hold(task.ms);
  return task.ms;
});
