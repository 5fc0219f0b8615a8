import type { StaffSignInStep, TStaffSession } from '@putt/contract/admin/session';
import { ErrorCode } from '@putt/contract/errors';
import { eq } from 'drizzle-orm';
import { verifyPassword } from '../auth/passwords.js';
import { createSession } from '../auth/sessions.js';
import type { DbOrTx } from '../db/client.js';
import { staff } from '../db/schema/accounts.js';
import { AppError } from '../errors/app-error.js';
import { clearCount, countHit, refuseWhenReached } from '../security/rate-limit.js';
import { staffRoleOf } from '../auth/staff-fields.js';
import { signInStepOf } from './second-factor/factor-state.js';

/** Stricter than members': 5 failures per account or 10 per address in 15 minutes. */
export const staffLoginLimits = { windowMs: 15 * 60_000, perAccount: 5, perIp: 10 };

export type StaffRow = typeof staff.$inferSelect;

export const toStaffSession = (row: StaffRow): TStaffSession => ({
  staffId: row.staffId,
  name: row.name,
  role: staffRoleOf(row.role),
});

/**
 * Checks a staff sign-in and opens a staff session. Unknown id and wrong password answer alike
 * (code 150), so the form does not tell which staff ids exist. With a second factor enrolled, or
 * where one is required and none is, the session waits for that step (`step`) and opens nothing else.
 */
export async function loginStaff(
  db: DbOrTx,
  input: { staffId: string; password: string },
  client: { ip: string; userAgent: string },
  factorRequired: boolean,
): Promise<{ token: string; staff: TStaffSession; step: StaffSignInStep }> {
  const accountKey = `staff-login-fail:${input.staffId.toLowerCase()}`;
  const ipKey = `staff-login-fail:ip:${client.ip}`;
  await refuseWhenReached(db, ipKey, staffLoginLimits.perIp);
  await refuseWhenReached(db, accountKey, staffLoginLimits.perAccount);

  const [row] = await db.select().from(staff).where(eq(staff.staffId, input.staffId)).limit(1);
  const passwordOk = await verifyPassword(row?.passwordHash, input.password);
  if (!row || !passwordOk) {
    await countHit(db, ipKey, staffLoginLimits.windowMs);
    await countHit(db, accountKey, staffLoginLimits.windowMs);
    throw new AppError(ErrorCode.WRONG_PASSWORD, 'Staff id or password is not correct.');
  }
  if (row.lockedAt) throw new AppError(ErrorCode.ADMIN_LOCKED, 'Account locked.');

  await clearCount(db, accountKey);
  const step = await signInStepOf(db, row.id, factorRequired);
  const token = await createSession(db, { staffId: row.id }, client, step === 'done' ? null : step);
  return { token, staff: toStaffSession(row), step };
}
