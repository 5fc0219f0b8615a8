import type { Tx } from '../db/client.js';
import { counsellingHistory, type counsellingSessions } from '../db/schema/counselling.js';

type Session = typeof counsellingSessions.$inferSelect;

/** Writes the history row of a change just made to a session: its new state, by whom, why. */
export async function recordChange(
  tx: Tx,
  session: Pick<Session, 'id' | 'status' | 'startsAt' | 'counsellorId'>,
  by: string,
  reason = '',
): Promise<void> {
  await tx.insert(counsellingHistory).values({
    sessionId: session.id,
    status: session.status,
    startsAt: session.startsAt,
    counsellorId: session.counsellorId,
    byStaffId: by,
    reason,
  });
}
