import { ErrorCode } from '@putt/contract/errors';
import { eq } from 'drizzle-orm';
import { hashPassword, temporaryPassword } from '../auth/passwords.js';
import { revokeMemberSessions } from '../auth/sessions.js';
import type { DbOrTx } from '../db/client.js';
import { members } from '../db/schema/accounts.js';
import { AppError } from '../http/app-error.js';
import { writeMail } from '../mail/outbox.js';
import type { Lang } from '../mail/templates/render.js';
import { temporaryPasswordMail } from '../mail/templates/temporary-password.js';
import { findCustomMember } from './find-member.js';

/**
 * Issues a temporary password for a custom-login member and e-mails it (spec-1 §4, forgot
 * password). The member must change it after logging in; every session is signed out.
 * Answers the outbox id of the mail, to dispatch after the transaction commits.
 */
export async function resetMemberPassword(db: DbOrTx, uid: string, lang: Lang): Promise<string> {
  const found = await findCustomMember(db, uid);
  if (!found || !found.member.email || found.member.withdrawnAt) {
    throw new AppError(ErrorCode.ID_NOT_FOUND, 'User not found or email missing');
  }
  const password = temporaryPassword();
  await db
    .update(members)
    .set({ passwordHash: await hashPassword(password), mustChangePassword: true, updatedAt: new Date() })
    .where(eq(members.id, found.member.id));
  await revokeMemberSessions(db, found.member.id);
  return writeMail(db, found.member.email, temporaryPasswordMail(lang, found.member.uid, password));
}
