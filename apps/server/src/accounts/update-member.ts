import type { TSessionUser, updateMemberInfo } from '@putt/contract/auth';
import { ErrorCode } from '@putt/contract/errors';
import type { OutputOf } from '@putt/contract/operation';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.js';
import { members } from '../db/schema/accounts.js';
import { AppError, notFound } from '../errors/app-error.js';
import { findMemberById } from './find-member.js';
import { toSessionUser } from './session-user.js';

type Input = z.output<(typeof updateMemberInfo)['input']>;

/**
 * Spec-1 §6: individuals edit name and e-mail; organisation users also phone, role, position and
 * description; organisation admins cannot edit (기관 관리자 정보는 수정할 수 없습니다.); social
 * members' name and e-mail are locked (they come from the provider).
 */
export async function updateMember(db: DbOrTx, memberId: string, input: Input): Promise<TSessionUser> {
  const found = await findMemberById(db, memberId);
  if (!found) throw notFound();
  const { member } = found;
  if (member.type === 'admin')
    throw new AppError(ErrorCode.PERMISSION_DENIED, 'Organisation admin info cannot be edited.');
  if (member.type === 'google' || member.type === 'kakao') {
    throw new AppError(ErrorCode.PERMISSION_DENIED, 'Social login members cannot edit these fields.');
  }
  const common = { email: input.email, name: input.name ?? '', updatedAt: new Date() };
  const orgFields =
    member.type === 'user'
      ? {
          phoneNumber: input.phoneNumber ?? member.phoneNumber,
          role: input.role ?? member.role,
          position: input.position ?? member.position,
          description: input.description ?? member.description,
        }
      : {};
  const [updated] = await db
    .update(members)
    .set({ ...common, ...orgFields })
    .where(eq(members.id, memberId))
    .returning();
  return toSessionUser(updated!, found.organisation) satisfies OutputOf<typeof updateMemberInfo>;
}
