import { JOB_FAILURE_WINDOW_HOURS, type TJobQueue } from '@putt/contract/admin/outbox';
import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';
import type { Db } from '../db/client.js';
import { queueFigures } from '../jobs/queue-figures.js';
import { snapshotGauges, type SnapshotGauge } from './snapshot-gauges.js';

const perQueue = (
  name: string,
  help: string,
  value: (queue: TJobQueue) => number,
): SnapshotGauge<TJobQueue[]> => ({
  name,
  help,
  labelNames: ['queue'],
  fill: (gauge, queues) => {
    for (const queue of queues) gauge.set({ queue: queue.name }, value(queue));
  },
});

/** The job queues' figures, the same the back office's jobs page shows (queueFigures). */
export function queueGauges(
  registry: Registry,
  db: Db,
  queues: readonly string[],
  log: FastifyBaseLogger,
): void {
  snapshotGauges(
    registry,
    'job queues',
    () => queueFigures(db, queues),
    [
      perQueue('putt_job_queue_waiting', 'Jobs due to run that no worker has taken', (q) => q.waiting),
      perQueue(
        'putt_job_queue_oldest_waiting_seconds',
        'How long the longest-waiting due job has waited (0 when none waits)',
        (q) => q.oldestWaitingSeconds ?? 0,
      ),
      perQueue('putt_job_queue_active', 'Jobs running now', (q) => q.active),
      perQueue(
        `putt_job_queue_failed_${JOB_FAILURE_WINDOW_HOURS}h`,
        `Jobs that used up their retries in the last ${JOB_FAILURE_WINDOW_HOURS} hours`,
        (q) => q.failed,
      ),
    ],
    log,
  );
}
