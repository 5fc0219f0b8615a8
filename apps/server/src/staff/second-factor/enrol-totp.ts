import { ErrorCode } from '@putt/contract/errors';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { writeAudit } from '../../audit/write-audit.js';
import { staffActorOf } from '../../auth/resolve-actor.js';
import { staffTotp } from '../../db/schema/accounts.js';
import { AppError } from '../../errors/app-error.js';
import type { StaffContext } from '../staff-context.js';
import { toStaffSession } from '../login-staff.js';
import { completeSignIn } from './complete-sign-in.js';
import { enabledTotpOf } from './factor-state.js';
import { issueRecoveryCodes } from './recovery-codes.js';
import { sealSecret } from './sealed-secret.js';
import { limitedFactorTry, signInAt, type StaffSignIn } from './staff-sign-in.js';
import { takeTotpCode } from './take-totp-code.js';
import { newTotpSecret } from './totp.js';

/**
 * Who may enrol: a sign-in asked to enrol (production, no factor yet), or a signed-in staff member
 * without one. An enrolled factor is changed only after an administrator resets it, so a session
 * left open cannot swap the factor for the thief's.
 */
async function enrollingSignIn(ctx: StaffContext): Promise<StaffSignIn> {
  const signIn = await signInAt(ctx.db, ctx.request, 'enrol', true);
  if (await enabledTotpOf(ctx.db, signIn.account.id)) {
    throw new AppError(ErrorCode.INVALID_STATE, 'A second factor is already enrolled', {
      code: 'admin:v.factorEnrolled',
    });
  }
  return signIn;
}

/** A new secret for the app, kept sealed and not in use until a code from the app confirms it. */
export async function beginTotpEnrolment(ctx: StaffContext) {
  const { account } = await enrollingSignIn(ctx);
  const { secret, uri } = newTotpSecret(account.staffId);
  const sealedSecret = sealSecret(ctx.config.sessionSecret, secret);
  await ctx.db
    .insert(staffTotp)
    .values({ staffId: account.id, sealedSecret })
    .onConflictDoUpdate({
      target: staffTotp.staffId,
      set: { sealedSecret, enabledAt: null, lastStep: null, createdAt: new Date() },
    });
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrSvg };
}

/** Turns the begun factor on with the app's code, issues the recovery codes and completes a waiting sign-in. */
export async function confirmTotpEnrolment(ctx: StaffContext, code: string) {
  const signIn = await enrollingSignIn(ctx);
  const { account } = signIn;
  const [begun] = await ctx.db.select().from(staffTotp).where(eq(staffTotp.staffId, account.id)).limit(1);
  if (!begun) {
    throw new AppError(ErrorCode.INVALID_STATE, 'No enrolment was begun', { code: 'admin:v.factorNotBegun' });
  }
  await limitedFactorTry(ctx.db, account.id, () =>
    takeTotpCode(ctx.db, ctx.config.sessionSecret, begun, code),
  );
  const recoveryCodes = await ctx.db.transaction(async (tx) => {
    await tx.update(staffTotp).set({ enabledAt: new Date() }).where(eq(staffTotp.staffId, account.id));
    const codes = await issueRecoveryCodes(tx, account.id);
    await writeAudit(
      tx,
      { ...ctx, actor: staffActorOf(account, signIn.session.id) },
      {
        kind: 'change',
        targetType: 'staff',
        targetId: account.staffId,
        subject: account.staffId,
        detail: { secondFactor: 'enrolled' },
      },
    );
    return codes;
  });
  await completeSignIn(ctx.db, ctx, signIn);
  return { staff: toStaffSession(account), recoveryCodes };
}
