import { ErrorCode } from '@putt/contract/errors';
import { eq } from 'drizzle-orm';
import { type AuditCaller, writeAudit } from '../../audit/write-audit.js';
import type { Tx } from '../../db/client.js';
import { outbox } from '../../db/schema/accounts.js';
import { AppError } from '../../errors/app-error.js';
import { secretDropped } from '../secret.js';
import { findMail } from './find-mail.js';

/**
 * Puts a mail of any status back in the queue: status queued, the last error cleared, the attempts
 * kept (they count every try, staff's included). The caller dispatches it after the commit. A sent
 * mail whose password was dropped cannot go again: it would carry the mask, not the password.
 */
export async function requeueMail(tx: Tx, caller: AuditCaller, id: string): Promise<void> {
  const mail = await findMail(tx, id, true);
  if (secretDropped(mail)) {
    throw new AppError(ErrorCode.INVALID_STATE, 'The password of this mail was dropped once sent', {
      id: 'admin_outbox:v.secretDropped',
    });
  }
  await tx.update(outbox).set({ status: 'queued', lastError: null }).where(eq(outbox.id, id));
  await writeAudit(tx, caller, {
    kind: 'change',
    targetType: 'mail',
    targetId: id,
    subject: mail.to,
    detail: { from: mail.status, attempts: mail.attempts, template: mail.template },
  });
}
