import type { auditKinds } from '@putt/contract/admin/audit';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { type Actor, memberIdOf } from '../auth/actor.js';
import type { DbOrTx } from '../db/client.js';
import { members } from '../db/schema/accounts.js';
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

/** The caller as the audit log names it: a staff member, or a member (an OperationContext fits). */
export type AuditCaller = { actor: Actor; request: FastifyRequest; operation: string };

/**
 * Appends one row to the audit log. Write a change's row with the transaction of the change, so
 * both commit or neither; write a view's row before answering the data.
 */
export async function writeAudit(db: DbOrTx, caller: AuditCaller, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    ...(await actorOf(db, caller.actor)),
    ip: caller.request.ip,
    action: caller.operation,
    kind: entry.kind,
    targetType: entry.targetType,
    targetId: entry.targetId ?? '',
    subject: entry.subject ?? '',
    detail: entry.detail ?? null,
  });
}

async function actorOf(db: DbOrTx, actor: Actor) {
  if (actor.role === 'staff') return { staffId: actor.staffId, staffLogin: actor.staffLogin };
  // a visitor names no account: a pupil's or parent's erasure request by a report key (issue 44)
  if (actor.role === 'visitor') return {};
  const memberId = memberIdOf(actor);
  const [member] = await db.select({ uid: members.uid }).from(members).where(eq(members.id, memberId));
  return { memberId, memberLogin: member?.uid ?? '' };
}

/**
 * A row the system writes with no one acting: the destruction job's record of what it destroyed
 * (decision 041), by counts and ids.
 */
export async function writeSystemAudit(db: DbOrTx, action: string, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    ip: '',
    action,
    kind: entry.kind,
    targetType: entry.targetType,
    targetId: entry.targetId ?? '',
    subject: entry.subject ?? '',
    detail: entry.detail ?? null,
  });
}
