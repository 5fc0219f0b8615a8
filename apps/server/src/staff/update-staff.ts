import type { TUpdateStaffInput } from '@putt/contract/admin/staff-accounts';
import { ErrorCode } from '@putt/contract/errors';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { staffOf } from '../auth/actor.js';
import { revokeStaffSessions } from '../auth/sessions.js';
import { type AuditCaller, writeAudit } from '../audit/write-audit.js';
import type { Db } from '../db/client.js';
import { staff } from '../db/schema/accounts.js';
import { AppError } from '../errors/app-error.js';

/**
 * Renames, re-roles, locks or unlocks a staff account. The company must never lock itself out: an
 * administrator cannot lock or demote themselves, and the last unlocked administrator cannot be
 * locked or demoted. Locking signs the account out everywhere. Saving what is stored writes nothing.
 */
export async function updateStaff(db: Db, caller: AuditCaller, input: TUpdateStaffInput): Promise<void> {
  const actor = staffOf(caller.actor);
  await db.transaction(async (tx) => {
    // Lock every unlocked administrator's row first: two administrators demoting each other at the
    // same moment then run one after the other, and the second sees it would leave none.
    const admins = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.role, 'admin'), isNull(staff.lockedAt)))
      .orderBy(asc(staff.id))
      .for('update');
    const [row] = await tx.select().from(staff).where(eq(staff.staffId, input.staffId)).for('update');
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'No such staff account.');

    const wasLocked = row.lockedAt !== null;
    const changes = {
      ...(row.name !== input.name && { name: [row.name, input.name] }),
      ...(row.role !== input.role && { role: [row.role, input.role] }),
      ...(row.expertCourse !== input.expertCourse && {
        expertCourse: [row.expertCourse, input.expertCourse],
      }),
      ...(wasLocked !== input.locked && { locked: [wasLocked, input.locked] }),
    };
    if (Object.keys(changes).length === 0) return;

    const losesAdmin = row.role === 'admin' && !wasLocked && (input.role !== 'admin' || input.locked);
    if (losesAdmin && row.id === actor.staffId) {
      throw new AppError(ErrorCode.INVALID_STATE, 'You cannot lock or demote yourself.');
    }
    if (losesAdmin && admins.every((admin) => admin.id === row.id)) {
      throw new AppError(ErrorCode.INVALID_STATE, 'The last administrator cannot be locked or demoted.');
    }

    await tx
      .update(staff)
      .set({
        name: input.name,
        role: input.role,
        expertCourse: input.expertCourse,
        lockedAt: input.locked ? (row.lockedAt ?? new Date()) : null,
      })
      .where(eq(staff.id, row.id));
    if (input.locked && !wasLocked) await revokeStaffSessions(tx, row.id);
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: 'staff',
      targetId: row.staffId,
      subject: row.staffId,
      detail: { changes },
    });
  });
}
