import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';
import type { Db } from '../db/client.js';
import { outboxBacklog } from '../mail/outbox-backlog.js';
import { snapshotGauges } from './snapshot-gauges.js';

/** The mails not sent: waiting (for their job or for SMTP) and given up on, and the oldest wait. */
export function outboxGauges(registry: Registry, db: Db, log: FastifyBaseLogger): void {
  snapshotGauges(
    registry,
    'outbox',
    () => outboxBacklog(db),
    [
      {
        name: 'putt_outbox_backlog',
        help: 'Mails of the outbox not sent, by status (queued: waiting to be sent; failed: given up)',
        labelNames: ['status'],
        fill: (gauge, backlog) => {
          gauge.set({ status: 'queued' }, backlog.queued);
          gauge.set({ status: 'failed' }, backlog.failed);
        },
      },
      {
        name: 'putt_outbox_oldest_queued_seconds',
        help: 'How long the oldest mail waiting to be sent has waited (0 when none waits)',
        fill: (gauge, backlog) => gauge.set(backlog.oldestQueuedSeconds ?? 0),
      },
    ],
    log,
  );
}
