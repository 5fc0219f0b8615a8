import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { staff } from '../db/schema/accounts.js';
import { type Actor, type StaffActor, visitor } from './actor.js';
import { attemptOfRequest } from './examinee-session.js';
import { readMemberSession } from './member-session.js';
import { sessionToken, staffSessionToken } from './session-cookie.js';
import { readSession } from './sessions.js';
import { staffRoleOf } from './staff-fields.js';

/**
 * The caller of a request, from its session cookie; a locked or withdrawn account is a visitor.
 * `side` says which cookie counts: the back office's operations read only the staff cookie, the
 * examinee's (the test's) only the attempt's cookie, every other operation only the member cookie,
 * so one browser can hold them all without mixing them.
 */
export async function resolveActor(
  request: FastifyRequest,
  db: Db,
  side: 'member' | 'staff' | 'examinee' = 'member',
): Promise<Actor> {
  if (side === 'examinee') return resolveExaminee(request, db);
  return side === 'staff' ? resolveStaff(request, db) : resolveMember(request, db);
}

async function resolveExaminee(request: FastifyRequest, db: Db): Promise<Actor> {
  const attempt = await attemptOfRequest(db, request);
  return attempt ? { role: 'examinee', ...attempt } : visitor;
}

async function resolveStaff(request: FastifyRequest, db: Db): Promise<Actor> {
  const session = await readSession(db, staffSessionToken(request));
  // a sign-in still waiting for its second factor opens nothing but that step (issue 43)
  if (!session?.staffId || session.factorStep) return visitor;
  const [row] = await db.select().from(staff).where(eq(staff.id, session.staffId)).limit(1);
  if (!row || row.lockedAt) return visitor;
  return staffActorOf(row, session.id);
}

/** A staff account as the caller of its session. */
export function staffActorOf(row: typeof staff.$inferSelect, sessionId: string): StaffActor {
  return {
    role: 'staff',
    staffId: row.id,
    staffLogin: row.staffId,
    staffRole: staffRoleOf(row.role),
    sessionId,
  };
}

async function resolveMember(request: FastifyRequest, db: Db): Promise<Actor> {
  const found = await readMemberSession(db, sessionToken(request));
  if (!found) return visitor;
  const { sessionId, memberId, memberType, orgId } = found;
  if (orgId) return { role: memberType === 'admin' ? 'orgAdmin' : 'orgUser', memberId, orgId, sessionId };
  return { role: 'individual', memberId, sessionId };
}
