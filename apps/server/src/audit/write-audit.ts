import type { auditKinds } from '@putt/contract/admin/audit';
import type { FastifyRequest } from 'fastify';
import { type Actor, staffOf } from '../auth/actor.js';
import type { DbOrTx } from '../db/client.js';
import { auditLog } from '../db/schema/back-office.js';

export type AuditEntry = {
  /** view: personal data was shown; change: something was written */
  kind: (typeof auditKinds)[number];
  targetType: string;
  targetId?: string;
  /** whose data: a name or login id staff can search by */
  subject?: string;
  detail?: Record<string, unknown>;
};

/** The caller of a staff operation as the audit log names it (an OperationContext fits). */
export type AuditCaller = { actor: Actor; request: FastifyRequest; operation: string };

/**
 * Appends one row to the audit log. Write a change's row with the transaction of the change, so
 * both commit or neither; write a view's row before answering the data.
 */
export async function writeAudit(db: DbOrTx, caller: AuditCaller, entry: AuditEntry): Promise<void> {
  const staff = staffOf(caller.actor);
  await db.insert(auditLog).values({
    staffId: staff.staffId,
    staffLogin: staff.staffLogin,
    ip: caller.request.ip,
    action: caller.operation,
    kind: entry.kind,
    targetType: entry.targetType,
    targetId: entry.targetId ?? '',
    subject: entry.subject ?? '',
    detail: entry.detail ?? null,
  });
}
