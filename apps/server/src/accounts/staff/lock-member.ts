import { ErrorCode } from '@putt/contract/errors';
import { eq } from 'drizzle-orm';
import { revokeMemberSessions } from '../../auth/sessions.js';
import { type AuditCaller, writeAudit } from '../../audit/write-audit.js';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema/accounts.js';
import { AppError } from '../../errors/app-error.js';
import { MEMBER_TARGET, memberSubject } from './audit-target.js';
import { memberForChange } from './member-for-change.js';

type Caller = AuditCaller & { db: Db };

/**
 * Locks a member: login refuses them (code 101) and every open session ends at once. A withdrawn
 * member has no account left to lock, and a locked one is refused rather than locked twice.
 */
export async function lockMember(caller: Caller, id: string, reason: string): Promise<void> {
  await caller.db.transaction(async (tx) => {
    const { member } = await memberForChange(tx, id);
    if (member.withdrawnAt)
      throw new AppError(ErrorCode.INVALID_STATE, 'A withdrawn member cannot be locked');
    if (member.lockedAt) throw new AppError(ErrorCode.INVALID_STATE, 'The member is already locked');
    await tx.update(members).set({ lockedAt: new Date(), updatedAt: new Date() }).where(eq(members.id, id));
    await revokeMemberSessions(tx, id);
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: MEMBER_TARGET,
      targetId: id,
      subject: memberSubject(member),
      detail: { reason },
    });
  });
}

/** Unlocks a locked member: they may log in again with the password they have. */
export async function unlockMember(caller: Caller, id: string): Promise<void> {
  await caller.db.transaction(async (tx) => {
    const { member } = await memberForChange(tx, id);
    if (!member.lockedAt) throw new AppError(ErrorCode.INVALID_STATE, 'The member is not locked');
    await tx.update(members).set({ lockedAt: null, updatedAt: new Date() }).where(eq(members.id, id));
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: MEMBER_TARGET,
      targetId: id,
      subject: memberSubject(member),
    });
  });
}
