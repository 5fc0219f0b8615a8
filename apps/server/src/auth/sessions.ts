import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { preparedPer } from '../db/prepared.js';
import { members, sessions } from '../db/schema/accounts.js';

export const SESSION_COOKIE = 'sid';
export const STAFF_SESSION_COOKIE = 'sid_staff';

/** Members: signed out after 2 idle hours, and at the latest 7 days after login. Staff: sooner. */
export const sessionLimits = {
  member: { idleMs: 2 * 3600_000, absoluteMs: 7 * 24 * 3600_000 },
  staff: { idleMs: 30 * 60_000, absoluteMs: 10 * 3600_000 },
} as const;

// Touching lastSeenAt on every request would write on every read: once a minute is enough.
const TOUCH_EVERY_MS = 60_000;

/** The stored key of a session token: a leaked table gives no one a working cookie. */
export const sessionKey = (token: string) => createHash('sha256').update(token).digest('base64url');

export type SessionOwner = { memberId: string } | { staffId: string };

/** A staff sign-in waiting for its second factor (issue 43): ten minutes to type the code or enrol. */
export const PENDING_FACTOR_MS = 10 * 60_000;

/** A member's last sign-in is recorded to the day (the inactivity rule counts years). */
const SIGN_IN_RECORD_MS = 86_400_000;

/** A staff session's second step still to come, if any (sessions.factorStep). */
export type FactorStep = NonNullable<SessionRow['factorStep']>;

export async function createSession(
  db: DbOrTx,
  owner: SessionOwner,
  client: { ip: string; userAgent: string },
  factorStep: FactorStep | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const kind = 'staffId' in owner ? 'staff' : 'member';
  const lifetime = factorStep ? PENDING_FACTOR_MS : sessionLimits[kind].absoluteMs;
  await db.insert(sessions).values({
    id: sessionKey(token),
    ...owner,
    expiresAt: new Date(Date.now() + lifetime),
    ip: client.ip,
    userAgent: client.userAgent.slice(0, 300),
    factorStep,
  });
  // the inactivity rule counts from here (decision 041), to the day: a member signing in again the
  // same day writes nothing; signing in lifts a warning
  if ('memberId' in owner) {
    await db
      .update(members)
      .set({ lastSignInAt: new Date(), inactivityWarnedAt: null })
      .where(
        and(
          eq(members.id, owner.memberId),
          or(
            isNull(members.lastSignInAt),
            lt(members.lastSignInAt, new Date(Date.now() - SIGN_IN_RECORD_MS)),
            isNotNull(members.inactivityWarnedAt),
          ),
        ),
      );
  }
  return token;
}

export type SessionRow = typeof sessions.$inferSelect;

// asked on every back-office request (a member's is read with the member: member-session.ts)
const liveSession = preparedPer((db) =>
  db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder('id')), isNull(sessions.revokedAt)))
    .prepare('live_session'),
);

/** The live session of a token, or undefined when it is unknown, revoked, idle too long or expired. */
export async function readSession(db: DbOrTx, token: string | undefined): Promise<SessionRow | undefined> {
  if (!token || token.length > 100) return undefined;
  const [row] = await liveSession(db).execute({ id: sessionKey(token) });
  return row && (await keptAlive(db, row)) ? row : undefined;
}

/**
 * Whether a session row read with revoked ones left out is still live: not expired nor idle too
 * long. A live one is marked as seen, at most once a minute.
 */
export async function keptAlive(
  db: DbOrTx,
  row: Pick<SessionRow, 'id' | 'staffId' | 'expiresAt' | 'lastSeenAt'>,
): Promise<boolean> {
  const now = Date.now();
  const limits = sessionLimits[row.staffId ? 'staff' : 'member'];
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + limits.idleMs <= now) return false;
  if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.id));
  }
  return true;
}

/** The live session of a token that is a staff member's, whether signed in or waiting for the second factor. */
export async function readStaffSessionRow(db: DbOrTx, token: string | undefined) {
  const row = await readSession(db, token);
  return row?.staffId ? { ...row, staffId: row.staffId } : undefined;
}

export async function revokeSession(db: DbOrTx, token: string | undefined): Promise<void> {
  if (!token) return;
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.id, sessionKey(token)));
}

/** Signs a member out everywhere: after a password change, a reset or withdrawal. */
export async function revokeMemberSessions(db: DbOrTx, memberId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
}

/** Signs a staff member out everywhere: when their account is locked. */
export async function revokeStaffSessions(db: DbOrTx, staffId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.staffId, staffId), isNull(sessions.revokedAt)));
}
