import type { FastifyRequest } from 'fastify';
import { findMemberById } from '../accounts/find-member.js';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { staff } from '../db/schema/accounts.js';
import { type Actor, visitor } from './actor.js';
import { sessionToken } from './session-cookie.js';
import { readSession } from './sessions.js';

/** The caller of a request, from its session cookie; a locked or withdrawn account is a visitor. */
export async function resolveActor(request: FastifyRequest, db: Db): Promise<Actor> {
  const session = await readSession(db, sessionToken(request));
  if (session?.staffId) {
    const [row] = await db.select().from(staff).where(eq(staff.id, session.staffId)).limit(1);
    if (!row || row.lockedAt) return visitor;
    return {
      role: 'staff',
      staffId: row.id,
      staffRole: row.role === 'admin' ? 'admin' : 'operator',
      sessionId: session.id,
    };
  }
  if (!session?.memberId) return visitor;
  const found = await findMemberById(db, session.memberId);
  if (!found || found.member.lockedAt || found.member.withdrawnAt) return visitor;
  const { member, organisation } = found;
  if (organisation) {
    return {
      role: member.type === 'admin' ? 'orgAdmin' : 'orgUser',
      memberId: member.id,
      orgId: organisation.id,
      sessionId: session.id,
    };
  }
  return { role: 'member', memberId: member.id, sessionId: session.id };
}
