import { eq } from 'drizzle-orm';
import type { StaffActor } from '../auth/actor.js';
import type { DbOrTx, Tx } from '../db/client.js';
import { counsellingSessions } from '../db/schema/counselling.js';
import { notFound } from '../errors/app-error.js';

type Session = typeof counsellingSessions.$inferSelect;

/**
 * Whether a staff member reaches a session: operators and administrators every one, a counsellor
 * only those assigned to them. Another counsellor's answers exactly like a missing one.
 */
export const reaches = (by: StaffActor, session: Pick<Session, 'counsellorId'>) =>
  by.staffRole !== 'counsellor' || session.counsellorId === by.staffId;

export async function readReachableSession(db: DbOrTx, by: StaffActor, id: string): Promise<Session> {
  const [session] = await db.select().from(counsellingSessions).where(eq(counsellingSessions.id, id));
  if (!session || !reaches(by, session)) throw notFound('No such counselling session');
  return session;
}

/** The same, locked for a change in `tx`. */
export async function lockReachableSession(tx: Tx, by: StaffActor, id: string): Promise<Session> {
  const [session] = await tx
    .select()
    .from(counsellingSessions)
    .where(eq(counsellingSessions.id, id))
    .for('update');
  if (!session || !reaches(by, session)) throw notFound('No such counselling session');
  return session;
}
