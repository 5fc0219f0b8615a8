import type { TSessionUser, ZLoginInput } from '@putt/contract/auth';
import { ErrorCode } from '@putt/contract/errors';
import type { z } from 'zod';
import { verifyPassword } from '../auth/passwords.js';
import { createSession } from '../auth/sessions.js';
import type { DbOrTx } from '../db/client.js';
import { AppError } from '../errors/app-error.js';
import { clearCount, countHit, refuseWhenReached } from '../security/rate-limit.js';
import { setPassword } from './change-password.js';
import { findCustomMember, findOrgMember, type MemberWithOrganisation } from './find-member.js';
import { toSessionUser } from './session-user.js';

/**
 * Failures in 15 minutes, then 429 until the window ends: 5 for one account from one address, 50
 * for one account from everywhere, 20 from one address. Counting an account per address means a
 * stranger who types a member's id five times locks only themselves out, not the member; the
 * account-wide count still bounds guessing spread over many addresses (decision 011).
 */
export const loginLimits = { windowMs: 15 * 60_000, perAccountAndIp: 5, perAccount: 50, perIp: 20 };

export type Client = { ip: string; userAgent: string };
type MemberRow = MemberWithOrganisation['member'];

export type LoginResult = { token: string; user: TSessionUser } | { passwordChangeRequired: true };

/**
 * Checks a login (spec-1 §4) and opens a new session. The server's messages are the spec's
 * ('User is not exist.', 'Password is not correct.'), which the web turns into its Korean texts.
 *
 * A password someone else gave (organisation approval, staff, or the forgotten-password mail's
 * temporary one, which works beside the current password) opens no session by itself: the answer
 * is `passwordChangeRequired`, and the same login with `newPassword` sets the member's own
 * password, ends the temporary one and every other session, and opens the session.
 */
export async function loginMember(
  db: DbOrTx,
  input: z.output<typeof ZLoginInput>,
  client: Client,
): Promise<LoginResult> {
  const { uid, password } = input.loginData;
  const accountKey =
    input.loginType === 'org'
      ? `login-fail:org:${input.loginData.orgId.toLowerCase()}:${uid.toLowerCase()}`
      : `login-fail:custom:${uid.toLowerCase()}`;
  const accountIpKey = `${accountKey}:ip:${client.ip}`;
  const ipKey = `login-fail:ip:${client.ip}`;
  await refuseWhenReached(db, ipKey, loginLimits.perIp);
  await refuseWhenReached(db, accountIpKey, loginLimits.perAccountAndIp);
  await refuseWhenReached(db, accountKey, loginLimits.perAccount);

  const found =
    input.loginType === 'org'
      ? await findOrgMember(db, input.loginData.orgId, uid)
      : await findCustomMember(db, uid);
  const passwordOk = await verifyPassword(found?.member.passwordHash, password);
  const temporaryOk = !passwordOk && found ? await temporaryPasswordMatches(found.member, password) : false;

  const fail = async (code: ErrorCode, message: string) => {
    for (const key of [ipKey, accountIpKey, accountKey]) await countHit(db, key, loginLimits.windowMs);
    return new AppError(code, message);
  };
  if (!found) throw await fail(ErrorCode.ID_NOT_FOUND, 'User is not exist.');
  if (found.member.withdrawnAt) throw await fail(ErrorCode.WITHDRAWN_ID, 'Withdrawn user.');
  if (!passwordOk && !temporaryOk) throw await fail(ErrorCode.WRONG_PASSWORD, 'Password is not correct.');
  if (found.member.lockedAt) throw new AppError(ErrorCode.ADMIN_LOCKED, 'Account locked.');
  await clearCount(db, accountIpKey);
  await clearCount(db, accountKey);

  const { member } = found;
  if (!temporaryOk && !member.mustChangePassword) {
    const token = await createSession(db, { memberId: member.id }, client);
    return { token, user: toSessionUser(member, found.organisation) };
  }
  if (!input.newPassword) return { passwordChangeRequired: true };
  if (input.newPassword.new_password === password) {
    throw new AppError(ErrorCode.INVALID_DATA, 'The new password must differ', {
      'newPassword.new_password': 'v.newPasswordSame',
    });
  }
  const newPassword = input.newPassword.new_password;
  return db.transaction(async (tx) => {
    await setPassword(tx, member.id, newPassword);
    const token = await createSession(tx, { memberId: member.id }, client);
    return { token, user: toSessionUser({ ...member, mustChangePassword: false }, found.organisation) };
  });
}

/** The forgotten-password mail's temporary password, while it has not expired. */
async function temporaryPasswordMatches(member: MemberRow, password: string): Promise<boolean> {
  const expiresAt = member.tempPasswordExpiresAt;
  if (!member.tempPasswordHash || !expiresAt || expiresAt.getTime() <= Date.now()) return false;
  return verifyPassword(member.tempPasswordHash, password);
}
