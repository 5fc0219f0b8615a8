import { eq } from 'drizzle-orm';
import { revokeMemberSessions } from '../auth/sessions.js';
import type { DbOrTx } from '../db/client.js';
import { members } from '../db/schema/accounts.js';

/**
 * A member's erasure (DESIGN.md, data rules), for a withdrawal and an organisation admin's
 * deletion alike: every credential (the password, a forgotten-password request's temporary one)
 * and every personal field is cleared and every session ends. The row and its id stay, so orders
 * keep their member for accounting and the id is never given out again (login answers 190).
 */
export async function eraseMember(db: DbOrTx, memberId: string): Promise<void> {
  const now = new Date();
  await db
    .update(members)
    .set({
      passwordHash: null,
      tempPasswordHash: null,
      tempPasswordExpiresAt: null,
      mustChangePassword: false,
      name: '',
      email: '',
      phoneNumber: '',
      role: '',
      position: '',
      description: '',
      withdrawnAt: now,
      updatedAt: now,
    })
    .where(eq(members.id, memberId));
  await revokeMemberSessions(db, memberId);
}
