import { eq } from 'drizzle-orm';
import { type AuditCaller, writeAudit } from '../../audit/write-audit.js';
import type { Tx } from '../../db/client.js';
import { outbox } from '../../db/schema/accounts.js';
import { findMail } from './find-mail.js';

/**
 * Puts a mail of any status back in the queue: status queued, the last error cleared, the attempts
 * kept (they count every try, staff's included). The caller dispatches it after the commit.
 */
export async function requeueMail(tx: Tx, caller: AuditCaller, id: string): Promise<void> {
  const mail = await findMail(tx, id, true);
  await tx.update(outbox).set({ status: 'queued', lastError: null }).where(eq(outbox.id, id));
  await writeAudit(tx, caller, {
    kind: 'change',
    targetType: 'mail',
    targetId: id,
    subject: mail.to,
    detail: { from: mail.status, attempts: mail.attempts, template: mail.template },
  });
}
