import { ErrorCode } from '@putt/contract/errors';
import { eq } from 'drizzle-orm';
import { hashPassword, temporaryPassword } from '../auth/passwords.js';
import type { DbOrTx } from '../db/client.js';
import { members } from '../db/schema/accounts.js';
import { AppError } from '../errors/app-error.js';
import { writeMail } from '../mail/outbox.js';
import type { Lang } from '@putt/contract/lang';
import { temporaryPasswordMail } from '../mail/templates/temporary-password.js';
import { findCustomMember } from './find-member.js';

/** How long a forgotten-password mail's temporary password works. */
export const TEMP_PASSWORD_MINUTES = 30;

/**
 * Issues a temporary password for a custom-login member and e-mails it (spec-1 §4, forgot
 * password). It is an addition, not a replacement: the current password and every session keep
 * working, since anyone may ask for any id; the temporary one works once, for 30 minutes, and only
 * to set a new password at login (loginMember). A newer request replaces an older temporary one.
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
    .set({
      tempPasswordHash: await hashPassword(password),
      tempPasswordExpiresAt: new Date(Date.now() + TEMP_PASSWORD_MINUTES * 60_000),
    })
    .where(eq(members.id, found.member.id));
  return writeMail(db, found.member.email, temporaryPasswordMail(lang, found.member.uid, password));
}
