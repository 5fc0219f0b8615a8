import { ErrorCode } from '@putt/contract/errors';
import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { revokeMemberSessions } from '../auth/sessions.js';
import type { DbOrTx } from '../db/client.js';
import { members } from '../db/schema/accounts.js';
import { AppError, notFound } from '../errors/app-error.js';
import { findMemberById } from './find-member.js';

/**
 * Changes a password after checking the old one: individuals with a password, organisation admins
 * and users. Social members have none (비밀번호를 변경할 수 없는 사용자 유형입니다.). Every session of
 * the member is signed out.
 */
export async function changePassword(
  db: DbOrTx,
  memberId: string,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const found = await findMemberById(db, memberId);
  if (!found) throw notFound();
  const { member } = found;
  if (!member.passwordHash || member.type === 'google' || member.type === 'kakao') {
    throw new AppError(ErrorCode.PERMISSION_DENIED, 'This user type cannot change its password.');
  }
  if (!(await verifyPassword(member.passwordHash, oldPassword))) {
    throw new AppError(ErrorCode.WRONG_PASSWORD, 'Password is not correct.', {
      old_password: 'v.oldPasswordWrong',
    });
  }
  await setPassword(db, memberId, newPassword);
}

/**
 * The member's own new password: any temporary one and every session end with the old password.
 * Call inside a transaction.
 */
export async function setPassword(db: DbOrTx, memberId: string, newPassword: string): Promise<void> {
  await db
    .update(members)
    .set({
      passwordHash: await hashPassword(newPassword),
      mustChangePassword: false,
      tempPasswordHash: null,
      tempPasswordExpiresAt: null,
      updatedAt: new Date(),
    })
    .where(eq(members.id, memberId));
  await revokeMemberSessions(db, memberId);
}
