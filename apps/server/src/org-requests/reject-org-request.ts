import type { adminRejectOrgRequest } from '@putt/contract/admin/org-requests';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { staffOf } from '../auth/actor.js';
import { type AuditCaller, writeAudit } from '../audit/write-audit.js';
import type { Tx } from '../db/client.js';
import { organisationRequests } from '../db/schema/org-requests.js';
import { writeMail } from '../mail/outbox.js';
import { organisationRejectedMail } from '../mail/templates/organisation-rejected.js';
import { AUDIT_TARGET, auditSubjectOf } from './audit-target.js';
import { findPendingOrgRequest } from './find-org-request.js';

type Input = z.output<(typeof adminRejectOrgRequest)['input']>;

/**
 * Rejects a pending request with the staff's reason and e-mails the reason to the requester, in the
 * caller's transaction; the id it held is free again. Answers the outbox id to dispatch after the commit.
 */
export async function rejectOrgRequest(tx: Tx, caller: AuditCaller, input: Input): Promise<string> {
  const request = await findPendingOrgRequest(tx, input.id, true);
  await tx
    .update(organisationRequests)
    .set({
      status: 'rejected',
      decidedAt: new Date(),
      decidedBy: staffOf(caller.actor).staffId,
      decisionReason: input.reason,
    })
    .where(eq(organisationRequests.id, request.id));
  const outboxId = await writeMail(
    tx,
    request.email,
    organisationRejectedMail(request.lang, { name: request.name, orgId: request.uid, reason: input.reason }),
  );
  await writeAudit(tx, caller, {
    kind: 'change',
    targetType: AUDIT_TARGET,
    targetId: request.id,
    subject: auditSubjectOf(request),
    detail: { from: 'pending', to: 'rejected', reason: input.reason, outboxId },
  });
  return outboxId;
}
