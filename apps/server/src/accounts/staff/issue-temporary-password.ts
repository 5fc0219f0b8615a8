import { hasPassword } from '@putt/contract/admin/accounts';
import { ErrorCode } from '@putt/contract/errors';
import { eq } from 'drizzle-orm';
import { hashPassword, temporaryPassword } from '../../auth/passwords.js';
import { revokeMemberSessions } from '../../auth/sessions.js';
import { type AuditCaller, writeAudit } from '../../audit/write-audit.js';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema/accounts.js';
import { AppError } from '../../errors/app-error.js';
import { writeMail } from '../../mail/outbox.js';
import { staffPasswordResetMail } from '../../mail/templates/staff-password-reset.js';
import { MEMBER_TARGET, memberSubject } from './audit-target.js';
import { memberForChange } from './member-for-change.js';

type Caller = AuditCaller & { db: Db };

/**
 * Staff reset a member's password: a new temporary one, which the member must change after
 * login, goes only to the member's e-mail (staff never see it); every session is signed out.
 * Social-login members have no password here, and a withdrawn member has no e-mail left.
 * Answers the outbox id of the mail, to dispatch after the transaction commits.
 */
export async function issueTemporaryPassword(caller: Caller, id: string): Promise<string> {
  return caller.db.transaction(async (tx) => {
    const { member, orgId } = await memberForChange(tx, id);
    if (member.withdrawnAt) throw new AppError(ErrorCode.INVALID_STATE, 'The member has withdrawn');
    if (!hasPassword(member.type)) {
      throw new AppError(ErrorCode.INVALID_STATE, 'Social-login members have no password to reset');
    }
    if (!member.email) throw new AppError(ErrorCode.INVALID_STATE, 'The member has no e-mail address');

    const password = temporaryPassword();
    await tx
      .update(members)
      .set({ passwordHash: await hashPassword(password), mustChangePassword: true, updatedAt: new Date() })
      .where(eq(members.id, id));
    await revokeMemberSessions(tx, id);
    const mail = staffPasswordResetMail(member.lang, { uid: member.uid, ...(orgId && { orgId }) }, password);
    const outboxId = await writeMail(tx, member.email, mail);
    await writeAudit(tx, caller, {
      kind: 'change',
      targetType: MEMBER_TARGET,
      targetId: id,
      subject: memberSubject(member),
      detail: { mailedTo: member.email, outboxId },
    });
    return outboxId;
  });
}
