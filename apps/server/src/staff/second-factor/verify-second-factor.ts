import { RECOVERY_CODE_PATTERN } from '@putt/contract/admin/second-factor';
import type { StaffContext } from '../staff-context.js';
import { writeAudit } from '../../audit/write-audit.js';
import { staffActorOf } from '../../auth/resolve-actor.js';
import { toStaffSession } from '../login-staff.js';
import { completeSignIn } from './complete-sign-in.js';
import { enabledTotpOf } from './factor-state.js';
import { useRecoveryCode } from './recovery-codes.js';
import { limitedFactorTry, signInAt } from './staff-sign-in.js';
import { takeTotpCode } from './take-totp-code.js';

/**
 * The second step of a staff sign-in: the app's code, or one recovery code, used up. A recovery
 * code's use goes to the audit log: it usually means a lost phone, which an administrator follows up.
 */
export async function verifySecondFactor(ctx: StaffContext, code: string) {
  const { db } = ctx;
  const signIn = await signInAt(db, ctx.request, 'verify');
  const staffId = signIn.account.id;
  const recovery = RECOVERY_CODE_PATTERN.test(code);
  await limitedFactorTry(db, staffId, async () => {
    if (recovery) return useRecoveryCode(db, staffId, code);
    const totp = await enabledTotpOf(db, staffId);
    return totp !== undefined && takeTotpCode(db, ctx.config.sessionSecret, totp, code);
  });
  await completeSignIn(db, ctx, signIn);
  if (recovery) {
    const actor = staffActorOf(signIn.account, signIn.session.id);
    await writeAudit(
      db,
      { ...ctx, actor },
      {
        kind: 'change',
        targetType: 'staff',
        targetId: signIn.account.staffId,
        subject: signIn.account.staffId,
        detail: { recoveryCode: true },
      },
    );
  }
  return toStaffSession(signIn.account);
}
