/**
 * Embedded mode (PGlite) runs every query on the server's one thread, so the busiest public reads
 * (the first pages of the boards, Home's latest posts) are kept in memory there. One process is the
 * only writer of an embedded database, so a write here drops them at once and nothing is stale.
 * On PostgreSQL several processes write; they read the database (prepared statements) instead.
 */
let generation = 0;
type Entries = Map<string, { generation: number; value: unknown }>;
// per database handle: a process (or a test run) may hold more than one
const byDatabase = new WeakMap<object, Entries>();
const MAX_ENTRIES = 200;

/** Called by every write of board posts. */
export function boardsChanged(): void {
  generation++;
}

export async function cachedList<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  let entries = byDatabase.get(db);
  if (!entries) byDatabase.set(db, (entries = new Map()));
  const hit = entries.get(key);
  if (hit && hit.generation === generation) return hit.value as T;
  const startedAt = generation;
  const value = await load();
  // a write during the read may have changed what was read: keep it only when none happened
  if (startedAt === generation) {
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(key, { generation, value });
  }
  return value;
}
