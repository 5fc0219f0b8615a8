import { ErrorCode } from '@putt/contract/errors';
import { eq } from 'drizzle-orm';
import { staffOf } from '../../auth/actor.js';
import { revokeStaffSessions } from '../../auth/sessions.js';
import { writeAudit } from '../../audit/write-audit.js';
import { staff, staffRecoveryCodes, staffTotp } from '../../db/schema/accounts.js';
import { AppError } from '../../errors/app-error.js';
import type { StaffContext } from '../staff-context.js';

/**
 * An administrator removes another staff member's factor (a lost phone, used-up recovery codes):
 * their sessions end and they enrol again at the next sign-in. Never one's own: a second person
 * vouches for whoever asks, so a stolen session cannot drop the factor it got past.
 */
export async function resetSecondFactor(ctx: StaffContext, staffLogin: string): Promise<void> {
  const caller = staffOf(ctx.actor);
  await ctx.db.transaction(async (tx) => {
    const [target] = await tx.select().from(staff).where(eq(staff.staffId, staffLogin)).limit(1);
    if (!target) throw new AppError(ErrorCode.NOT_FOUND, 'No such staff account.');
    if (target.id === caller.staffId) {
      throw new AppError(ErrorCode.PERMISSION_DENIED, 'Not one’s own factor', {
        staffId: 'admin_staff-accounts:v.factorResetOwn',
      });
    }
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, target.id));
    const removed = await tx
      .delete(staffTotp)
      .where(eq(staffTotp.staffId, target.id))
      .returning({ enabledAt: staffTotp.enabledAt });
    if (!removed[0]?.enabledAt) {
      throw new AppError(ErrorCode.INVALID_STATE, 'No second factor to reset', {
        staffId: 'admin_staff-accounts:v.factorNone',
      });
    }
    await revokeStaffSessions(tx, target.id);
    await writeAudit(tx, ctx, {
      kind: 'change',
      targetType: 'staff',
      targetId: target.staffId,
      subject: target.staffId,
      detail: { secondFactor: 'reset' },
    });
  });
}
