import type { ErasureState } from '@putt/contract/privacy';
import { and, desc, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { erasureRequests } from '../db/schema/privacy.js';

type Decided = Pick<typeof erasureRequests.$inferSelect, 'doneAt' | 'declinedAt' | 'confirmedAt'>;

/**
 * The one definition of where a request stands: the first of these dates that is set names its
 * state (a done request was confirmed too), none a request waiting. A row's state and the list's
 * filter both read it, so a filter never shows a request under another state than its row says.
 */
const stateDates = [
  ['done', 'doneAt'],
  ['declined', 'declinedAt'],
  ['confirmed', 'confirmedAt'],
] as const satisfies readonly (readonly [ErasureState, keyof Decided])[];

/** Where a request stands, from its dates. */
export function erasureStateOf(request: Decided): ErasureState {
  return stateDates.find(([, date]) => request[date] !== null)?.[0] ?? 'waiting';
}

/** The requests in `state`, as a condition on the table: its own date set, every one before it not. */
export function erasureStateIs(state: ErasureState): SQL {
  const own = stateDates.findIndex(([named]) => named === state);
  const read = own === -1 ? stateDates : stateDates.slice(0, own + 1);
  return and(
    ...read.map(([named, date]) =>
      named === state ? isNotNull(erasureRequests[date]) : isNull(erasureRequests[date]),
    ),
  )!;
}

/** The latest erasure request naming an examinee, if any. */
export async function latestErasureOf(db: DbOrTx, examineeSk: string) {
  const [latest] = await db
    .select()
    .from(erasureRequests)
    .where(sql`${erasureRequests.examineeSks} @> ${JSON.stringify([examineeSk])}::jsonb`)
    .orderBy(desc(erasureRequests.requestedAt))
    .limit(1);
  return latest;
}
