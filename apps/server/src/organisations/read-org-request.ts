import type { TAdminOrgRequest } from '@putt/contract/admin/org-requests';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { organisations, staff } from '../db/schema/accounts.js';
import { organisationRequests as requests } from '../db/schema/inquiries.js';
import { notFound } from '../http/app-error.js';
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
            certificateFileId: request.certificateFileId,
          }
        : null,
    uidTaken: !!holder,
  };
}
