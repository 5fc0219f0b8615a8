import type { StaffSignInStep } from '@putt/contract/admin/session';
import type { TSecondFactorState } from '@putt/contract/admin/second-factor';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { staffRecoveryCodes, staffTotp } from '../../db/schema/accounts.js';

/** The staff member's enrolled factor (enabledAt set), if any. */
export async function enabledTotpOf(db: DbOrTx, staffId: string) {
  const [row] = await db.select().from(staffTotp).where(eq(staffTotp.staffId, staffId)).limit(1);
  return row?.enabledAt ? row : undefined;
}

/** What a right password leads to: the enrolled factor's code, enrolling one where required, or the back office. */
export async function signInStepOf(db: DbOrTx, staffId: string, required: boolean): Promise<StaffSignInStep> {
  if (await enabledTotpOf(db, staffId)) return 'verify';
  return required ? 'enrol' : 'done';
}

export async function secondFactorStateOf(
  db: DbOrTx,
  staffId: string,
  required: boolean,
): Promise<TSecondFactorState> {
  const totp = await enabledTotpOf(db, staffId);
  const [left] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return {
    enabled: totp !== undefined,
    enabledAt: totp?.enabledAt?.getTime() ?? null,
    recoveryCodesLeft: totp ? (left?.n ?? 0) : 0,
    required,
  };
}
