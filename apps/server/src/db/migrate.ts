import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsDir } from '../paths.js';
import type { Database } from './client.js';

// Any constant: the lock several server processes starting together take turns with.
const STARTUP_LOCK = 727_001;

/** Applies the migrations not yet applied. Several processes starting together: inStartupTurn. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsDir };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  await migratePg(database.db as unknown as NodePgDatabase, config);
}

/**
 * Runs what a start writes (the migrations, then the catalogue and the demo data) while no other
 * process starting on the same PostgreSQL database does: an advisory lock held on a connection of
 * its own. Two web processes started together both wrote the demo boards' marker and one of them
 * died on the duplicate key (found by deployment/several-processes.test.ts). The embedded
 * database belongs to one process.
 */
export async function inStartupTurn<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work();
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
    client.release();
  }
}

/** True when the database answers; used by /healthz. */
export async function pingDatabase(database: Database): Promise<boolean> {
  try {
    await database.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
