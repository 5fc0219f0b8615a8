import type { FastifyRequest } from 'fastify';
import { findMemberById } from '../accounts/find-member.js';
import type { Db } from '../db/client.js';
import { type Actor, visitor } from './actor.js';
import { sessionToken } from './session-cookie.js';
import { readSession } from './sessions.js';

/** The caller of a request, from its session cookie; a locked or withdrawn member is a visitor. */
export async function resolveActor(request: FastifyRequest, db: Db): Promise<Actor> {
  const session = await readSession(db, sessionToken(request));
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
