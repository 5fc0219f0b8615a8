import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';
import { rowsOf } from './rows.js';

/** Where failed tries are counted: the row's table, its key and its two counting columns (migration 0032). */
export type HoldCounter = { table: PgTable; id: AnyPgColumn; failures: AnyPgColumn; heldAt: AnyPgColumn };

/**
 * Counts one wrong name or birth date on the row itself, whatever address it came from, and holds
 * the row once `cap` are counted (issue 43; decisions 019 and 022). It is one statement, so two tries
 * at once count as two. Answers whether the row is now held.
 */
export async function countTowardHold(
  db: DbOrTx,
  on: HoldCounter,
  id: string,
  cap: number,
): Promise<boolean> {
  const failures = sql.identifier(on.failures.name);
  const heldAt = sql.identifier(on.heldAt.name);
  const result = await db.execute(sql`
    update ${on.table}
    set ${failures} = ${failures} + 1,
        ${heldAt} = case when ${failures} + 1 >= ${cap} then coalesce(${heldAt}, now()) else ${heldAt} end
    where ${sql.identifier(on.id.name)} = ${id}
    returning ${heldAt} is not null as held`);
  return rowsOf<{ held: boolean }>(result)[0]?.held ?? false;
}
