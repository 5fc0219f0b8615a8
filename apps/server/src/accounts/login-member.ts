import type { TSessionUser, ZLoginInput } from '@putt/contract/auth';
import { ErrorCode } from '@putt/contract/errors';
import type { z } from 'zod';
import { verifyPassword } from '../auth/passwords.js';
import { createSession } from '../auth/sessions.js';
import type { DbOrTx } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import { clearCount, countHit, refuseWhenReached } from '../security/rate-limit.js';
import { findCustomMember, findOrgMember } from './find-member.js';
import { toSessionUser } from './session-user.js';

/** 5 failures per account or 20 per address in 15 minutes, then 429 until the window ends. */
export const loginLimits = { windowMs: 15 * 60_000, perAccount: 5, perIp: 20 };

export type Client = { ip: string; userAgent: string };

/**
 * Checks a login (spec-1 §4) and opens a new session. The server's messages are the spec's
 * ('User is not exist.', 'Password is not correct.'), which the web turns into its Korean texts.
 */
export async function loginMember(
  db: DbOrTx,
  input: z.output<typeof ZLoginInput>,
  client: Client,
): Promise<{ token: string; user: TSessionUser }> {
  const { uid, password } = input.loginData;
  const accountKey =
    input.loginType === 'org'
      ? `login-fail:org:${input.loginData.orgId.toLowerCase()}:${uid.toLowerCase()}`
      : `login-fail:custom:${uid.toLowerCase()}`;
  const ipKey = `login-fail:ip:${client.ip}`;
  await refuseWhenReached(db, ipKey, loginLimits.perIp);
  await refuseWhenReached(db, accountKey, loginLimits.perAccount);

  const found =
    input.loginType === 'org'
      ? await findOrgMember(db, input.loginData.orgId, uid)
      : await findCustomMember(db, uid);
  const passwordOk = await verifyPassword(found?.member.passwordHash, password);

  const fail = async (code: ErrorCode, message: string) => {
    await countHit(db, ipKey, loginLimits.windowMs);
    await countHit(db, accountKey, loginLimits.windowMs);
    return new AppError(code, message);
  };
  if (!found) throw await fail(ErrorCode.ID_NOT_FOUND, 'User is not exist.');
  if (found.member.withdrawnAt) throw await fail(ErrorCode.WITHDRAWN_ID, 'Withdrawn user.');
  if (!passwordOk) throw await fail(ErrorCode.WRONG_PASSWORD, 'Password is not correct.');
  if (found.member.lockedAt) throw new AppError(ErrorCode.ADMIN_LOCKED, 'Account locked.');

  await clearCount(db, accountKey);
  const token = await createSession(db, { memberId: found.member.id }, client);
  return { token, user: toSessionUser(found.member, found.organisation) };
}
