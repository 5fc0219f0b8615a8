import type { TStaffSessionRow } from '@putt/contract/admin/second-factor';
import { ErrorCode } from '@putt/contract/errors';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { staffOf } from '../auth/actor.js';
import { sessionLimits } from '../auth/sessions.js';
import { writeAudit } from '../audit/write-audit.js';
import { sessions, staff } from '../db/schema/accounts.js';
import { AppError } from '../errors/app-error.js';
import type { StaffContext } from './staff-context.js';

/** Another's sessions are for administrators; anyone else asking hears of no such account. */
async function staffRowFor(ctx: StaffContext, staffLogin: string | undefined) {
  const caller = staffOf(ctx.actor);
  const [row] = await ctx.db
    .select()
    .from(staff)
    .where(staffLogin === undefined ? eq(staff.id, caller.staffId) : eq(staff.staffId, staffLogin))
    .limit(1);
  if (!row || (row.id !== caller.staffId && caller.staffRole !== 'admin')) {
    throw new AppError(ErrorCode.NOT_FOUND, 'No such staff account.');
  }
  return row;
}

// what readSession would still let in: not revoked, not expired, not idle too long
const live = (staffId: string) =>
  and(
    eq(sessions.staffId, staffId),
    isNull(sessions.revokedAt),
    isNull(sessions.factorStep),
    gt(sessions.expiresAt, new Date()),
    gt(sessions.lastSeenAt, new Date(Date.now() - sessionLimits.staff.idleMs)),
  );

/** A staff member's signed-in sessions, newest first, the caller's own marked. */
export async function listStaffSessions(
  ctx: StaffContext,
  staffLogin: string | undefined,
): Promise<TStaffSessionRow[]> {
  const owner = await staffRowFor(ctx, staffLogin);
  const rows = await ctx.db.select().from(sessions).where(live(owner.id)).orderBy(desc(sessions.createdAt));
  const current = staffOf(ctx.actor).sessionId;
  return rows.map((row) => ({
    id: row.id,
    startedAt: row.createdAt.getTime(),
    lastSeenAt: row.lastSeenAt.getTime(),
    ip: row.ip,
    userAgent: row.userAgent,
    current: row.id === current,
  }));
}

/** Ends one session: the caller's own, or, for an administrator, anyone's (audited). */
export async function endStaffSession(ctx: StaffContext, id: string): Promise<void> {
  const caller = staffOf(ctx.actor);
  const [found] = await ctx.db
    .select({ session: sessions, owner: staff })
    .from(sessions)
    .innerJoin(staff, eq(staff.id, sessions.staffId))
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .limit(1);
  if (!found || (found.owner.id !== caller.staffId && caller.staffRole !== 'admin')) {
    throw new AppError(ErrorCode.NOT_FOUND, 'No such session.');
  }
  await ctx.db.transaction(async (tx) => {
    await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, id));
    await writeAudit(tx, ctx, {
      kind: 'change',
      targetType: 'staff',
      targetId: found.owner.staffId,
      subject: found.owner.staffId,
      detail: { sessionEnded: found.session.createdAt.toISOString() },
    });
  });
}
