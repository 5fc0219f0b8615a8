import { ErrorCode } from '@putt/contract/errors';
import type { DbOrTx } from '../db/client.js';
import { AppError, notFound } from '../errors/app-error.js';
import { eraseMember } from './erase-member.js';
import { findMemberById } from './find-member.js';

/**
 * Withdrawal: the member is erased (erase-member.ts). Organisation members cannot withdraw
 * themselves (spec-1 §6): their organisation's admin deletes them.
 */
export async function withdrawMember(db: DbOrTx, memberId: string): Promise<void> {
  const found = await findMemberById(db, memberId);
  if (!found || found.member.withdrawnAt) throw notFound();
  if (found.organisation)
    throw new AppError(ErrorCode.PERMISSION_DENIED, 'Organisation members cannot withdraw.');
  await eraseMember(db, memberId);
}
