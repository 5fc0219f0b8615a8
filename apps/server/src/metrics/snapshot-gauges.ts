import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import { cachedFor } from './cached.js';

/** How long a figure read from the database is shown before it is read again (decision 043). */
export const SNAPSHOT_MS = 5_000;

export type SnapshotGauge<S> = {
  name: string;
  help: string;
  labelNames?: string[];
  /** sets the gauge's values from the snapshot */
  fill: (gauge: Gauge, snapshot: S) => void;
};

/**
 * Gauges read at scrape time from one snapshot of the database (one statement, cached for
 * SNAPSHOT_MS). When the database cannot answer, they have no values and the scrape still
 * answers the process's own figures: /readyz says what is down.
 */
export function snapshotGauges<S>(
  registry: Registry,
  what: string,
  load: () => Promise<S>,
  gauges: readonly SnapshotGauge<S>[],
  log: FastifyBaseLogger,
): void {
  const read = cachedFor(SNAPSHOT_MS, () =>
    load().catch((error: unknown) => {
      log.warn({ err: error }, `metrics: reading the ${what} failed`);
      throw error;
    }),
  );
  for (const { fill, labelNames = [], ...named } of gauges) {
    new Gauge({
      ...named,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        const snapshot = await read().catch(() => undefined);
        if (snapshot !== undefined) fill(this, snapshot);
      },
    });
  }
}
