import { attemptStateOf, type PlaceState } from '@putt/contract/attempts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { attempts } from '../../db/schema/attempts.js';
import { itemBanks } from '../../db/schema/instruments.js';
import { entryCodes } from '../../db/schema/orders.js';

export type PlaceProgress = { state: PlaceState; answered: number; total: number };

/**
 * How far each place of these classes got (issue 22, live state): by `{class}:{number}`, the live
 * attempt of the place's code with its answered count (kept on the attempt) and its bank's item
 * count; a code whose only attempts staff retired for a retest is `retest` until the new one begins.
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
      retiredAt: attempts.retiredAt,
      answered: attempts.answered,
      total: sql<number | null>`jsonb_array_length(${itemBanks.content} -> 'items')`,
    })
    .from(attempts)
    .innerJoin(entryCodes, eq(entryCodes.id, attempts.entryCodeId))
    .leftJoin(itemBanks, eq(itemBanks.id, attempts.bankId))
    .where(inArray(attempts.projectSk, projectSks));
  const progress = new Map<string, PlaceProgress>();
  for (const row of rows) {
    const place = `${row.projectSk}:${row.num}`;
    if (row.retiredAt) {
      if (!progress.has(place)) progress.set(place, { state: 'retest', answered: 0, total: 0 });
      continue;
    }
    progress.set(place, {
      state: attemptStateOf(row.state),
      answered: row.answered,
      // an attempt on an outside form has no items here
      total: Number(row.total ?? 0),
    });
  }
  return progress;
}
