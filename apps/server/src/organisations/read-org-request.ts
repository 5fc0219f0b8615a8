import type { TAdminOrgRequest } from '@putt/contract/admin/org-requests';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { organisations, staff } from '../db/schema/accounts.js';
import { auditLog } from '../db/schema/back-office.js';
import { organisationRequests as requests } from '../db/schema/inquiries.js';
import { notFound } from '../http/app-error.js';
import { APPROVAL_ACTION, AUDIT_TARGET } from './audit-target.js';
import { toRequestRow } from './org-request-row.js';

/** One request as the back office's detail page shows it: fields, decision and the organisation made. */
export async function readOrgRequest(db: DbOrTx, id: string): Promise<TAdminOrgRequest> {
  const [found] = await db
    .select({ request: requests, staffLogin: staff.staffId, orgId: organisations.orgId })
    .from(requests)
    .leftJoin(staff, eq(staff.id, requests.decidedBy))
    .leftJoin(organisations, eq(organisations.id, requests.organisationId))
    .where(eq(requests.id, id));
  if (!found) throw notFound('Registration request not found');
  const { request, staffLogin, orgId } = found;

  const [holder] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(sql`lower(${organisations.orgId}) = ${request.uid.toLowerCase()}`)
    .limit(1);

  return {
    ...toRequestRow(request),
    decision:
      request.decidedAt && staffLogin
        ? { staffLogin, at: request.decidedAt.getTime(), reason: request.decisionReason }
        : null,
    organisation:
      request.organisationId && orgId
        ? {
            id: request.organisationId,
            orgId,
            certificateFileId: await certificateOf(db, request.id),
          }
        : null,
    uidTaken: !!holder,
  };
}

/**
 * The certificate file an approval stored. The approval's audit row records it (the request table
 * has no column for it); the audit log is append-only, so the link cannot be lost or rewritten.
 */
async function certificateOf(db: DbOrTx, requestId: string): Promise<string | null> {
  const [row] = await db
    .select({ detail: auditLog.detail })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, AUDIT_TARGET),
        eq(auditLog.targetId, requestId),
        eq(auditLog.action, APPROVAL_ACTION),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  const fileId = (row?.detail as { certificateFileId?: unknown } | null)?.certificateFileId;
  return typeof fileId === 'string' ? fileId : null;
}
