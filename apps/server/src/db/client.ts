import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

/** The one database handle: the same query builder over PGlite or PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** Domain functions take either, so a caller can put them inside its own transaction. */
export type DbOrTx = Db | Tx;

export type Database =
  | { kind: 'pglite'; db: Db; pglite: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; connectionString: string; close(): Promise<void> };

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string; loadDataDir?: Blob }
  /** in memory, optionally starting from a data-dir dump (tests clone a migrated template so) */
  | { memory: true; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20 });
    // An idle client's error (the server restarting) must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePg(pool) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      pool,
      connectionString: options.databaseUrl,
      close: () => pool.end(),
    };
  }
  let pglite: PGlite;
  if ('dataDir' in options) {
    const dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    pglite = await PGlite.create(
      options.loadDataDir ? { dataDir: dir, loadDataDir: options.loadDataDir } : { dataDir: dir },
    );
  } else {
    pglite = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  const db = drizzlePglite(pglite) as unknown as Db;
  return { kind: 'pglite', db, pglite, close: () => pglite.close() };
}
