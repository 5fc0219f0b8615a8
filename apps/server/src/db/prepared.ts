import type { DbOrTx } from './client.js';

/**
 * A hot query built and prepared once per database handle: drizzle then skips building its SQL
 * (tens of microseconds for a wide row) and PostgreSQL its planning, on every request that asks.
 * `build` must prepare with a name of its own and placeholders for what varies. A transaction is a
 * handle of its own: it prepares the query the first time it asks (the connection keeps it).
 */
export function preparedPer<Query>(build: (db: DbOrTx) => Query): (db: DbOrTx) => Query {
  const prepared = new WeakMap<DbOrTx, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = build(db)));
    return query;
  };
}
