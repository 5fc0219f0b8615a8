import type { ErasureState } from '@putt/contract/privacy';
import { desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { erasureRequests } from '../db/schema/privacy.js';

type Decided = Pick<typeof erasureRequests.$inferSelect, 'doneAt' | 'declinedAt' | 'confirmedAt'>;

/** Where a request stands, from its dates. */
export function erasureStateOf(request: Decided): ErasureState {
  if (request.doneAt) return 'done';
  if (request.declinedAt) return 'declined';
  return request.confirmedAt ? 'confirmed' : 'waiting';
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
