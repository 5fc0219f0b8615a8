import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { preparedPer } from '../db/prepared.js';
import { members, organisations, sessions } from '../db/schema/accounts.js';
import { keptAlive, sessionKey } from './sessions.js';

/**
 * What every signed-in request needs of its member, in one statement with the session: who it is,
 * whether the account may still act, and its organisation. It was two statements (the session,
 * then the whole member with their organisation), a third of the work of a member's list
 * (bench/api.mjs).
 */
const memberSessionQuery = preparedPer((db) =>
  db
    .select({
      id: sessions.id,
      staffId: sessions.staffId,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      memberId: members.id,
      memberType: members.type,
      lockedAt: members.lockedAt,
      withdrawnAt: members.withdrawnAt,
      orgId: organisations.id,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .leftJoin(organisations, eq(organisations.id, members.organisationId))
    .where(and(eq(sessions.id, sql.placeholder('id')), isNull(sessions.revokedAt)))
    .prepare('member_session'),
);

export type MemberSession = {
  sessionId: string;
  memberId: string;
  memberType: string;
  /** the organisation's row id, for organisation members */
  orgId: string | null;
};

/** The member of a live session token who may act (not locked, not withdrawn), or undefined. */
export async function readMemberSession(
  db: DbOrTx,
  token: string | undefined,
): Promise<MemberSession | undefined> {
  if (!token || token.length > 100) return undefined;
  const [row] = await memberSessionQuery(db).execute({ id: sessionKey(token) });
  if (!row || row.lockedAt || row.withdrawnAt || !(await keptAlive(db, row))) return undefined;
  return { sessionId: row.id, memberId: row.memberId, memberType: row.memberType, orgId: row.orgId };
}
