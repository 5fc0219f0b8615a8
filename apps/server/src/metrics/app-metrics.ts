import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { Database } from '../db/client.js';
import { outboxGauges } from './outbox-gauges.js';
import { poolGauges } from './pool-gauges.js';
import { queueGauges } from './queue-gauges.js';
import { renderTime } from './render-time.js';
import { type Answered, requestMetrics } from './request-metrics.js';

export type AppMetrics = {
  registry: Registry;
  /** counts one answered request */
  record: (answered: Answered) => void;
  /** stops what listens beyond the app (the process's render threads) */
  close: () => void;
};

type Sources = { database: Database; queues: readonly string[]; log: FastifyBaseLogger };

/**
 * Every figure /metrics shows, in a registry of this app's own: prom-client's global one would
 * mix the apps a test file builds. The process's own (event-loop lag, heap, GC, CPU) are
 * prom-client's defaults.
 */
export function createAppMetrics({ database, queues, log }: Sources): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const record = requestMetrics(registry);
  queueGauges(registry, database.db, queues, log);
  outboxGauges(registry, database.db, log);
  if (database.kind === 'postgres') poolGauges(registry, database.pool);
  return { registry, record, close: renderTime(registry) };
}
