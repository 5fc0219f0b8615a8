import { ErrorCode } from '@putt/contract/errors';
import { eq } from 'drizzle-orm';
import { revokeMemberSessions } from '../auth/sessions.js';
import type { DbOrTx } from '../db/client.js';
import { members } from '../db/schema/accounts.js';
import { AppError, notFound } from '../errors/app-error.js';
import { findMemberById } from './find-member.js';

/**
 * Withdrawal (DESIGN.md, data rules): personal data is removed, the row and its id stay so orders
 * are kept for accounting and the id cannot be taken again (login answers code 190).
 * Organisation members cannot withdraw themselves (spec-1 §6).
 */
export async function withdrawMember(db: DbOrTx, memberId: string): Promise<void> {
  const found = await findMemberById(db, memberId);
  if (!found || found.member.withdrawnAt) throw notFound();
  if (found.organisation)
    throw new AppError(ErrorCode.PERMISSION_DENIED, 'Organisation members cannot withdraw.');
  await db
    .update(members)
    .set({
      passwordHash: null,
      name: '',
      email: '',
      phoneNumber: '',
      role: '',
      position: '',
      description: '',
      withdrawnAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(members.id, memberId));
  await revokeMemberSessions(db, memberId);
}
