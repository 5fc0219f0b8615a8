import type pg from 'pg';
import { Gauge, type Registry } from 'prom-client';

/**
 * The PostgreSQL pool of this process, read as it is at scrape time. (PGlite has no pool: one
 * connection inside the process.)
 */
export function poolGauges(registry: Registry, pool: pg.Pool): void {
  const registers = [registry];
  new Gauge({
    name: 'putt_db_pool_connections',
    help: 'Open connections of the database pool, by state',
    labelNames: ['state'],
    registers,
    collect() {
      this.set({ state: 'busy' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'putt_db_pool_max_connections',
    help: 'The most connections the database pool opens',
    registers,
    collect() {
      this.set(pool.options.max ?? 10);
    },
  });
  new Gauge({
    name: 'putt_db_pool_waiting',
    help: 'Queries waiting for a free connection of the database pool',
    registers,
    collect() {
      this.set(pool.waitingCount);
    },
  });
}
