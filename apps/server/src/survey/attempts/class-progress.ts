import { type AttemptState, attemptStateOf } from '@putt/contract/attempts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { attempts } from '../../db/schema/attempts.js';
import { itemBanks } from '../../db/schema/instruments.js';
import { entryCodes } from '../../db/schema/orders.js';

export type PlaceProgress = { state: AttemptState; answered: number; total: number };

/**
 * How far each place of these classes got (issue 22, live state): by `{class}:{number}`, the attempt
 * of the place's code with its answered count (kept on the attempt) and its bank's item count.
 */
export async function progressOfClasses(
  db: DbOrTx,
  projectSks: string[],
): Promise<Map<string, PlaceProgress>> {
  if (projectSks.length === 0) return new Map();
  const rows = await db
    .select({
      projectSk: attempts.projectSk,
      num: entryCodes.num,
      state: attempts.state,
      answered: attempts.answered,
      total: sql<number | null>`jsonb_array_length(${itemBanks.content} -> 'items')`,
    })
    .from(attempts)
    .innerJoin(entryCodes, eq(entryCodes.id, attempts.entryCodeId))
    .leftJoin(itemBanks, eq(itemBanks.id, attempts.bankId))
    .where(inArray(attempts.projectSk, projectSks));
  return new Map(
    rows.map((row) => [
      `${row.projectSk}:${row.num}`,
      {
        state: attemptStateOf(row.state),
        answered: row.answered,
        // an attempt on an outside form has no items here
        total: Number(row.total ?? 0),
      },
    ]),
  );
}
