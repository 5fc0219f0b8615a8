import type { TAdminOrgRequest } from '@putt/contract/admin/org-requests';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { organisations, staff } from '../db/schema/accounts.js';
import { organisationRequests as requests } from '../db/schema/org-requests.js';
import { notFound } from '../errors/app-error.js';
import { orgIdRegistered } from '../organisations/org-id-registered.js';
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
    uidTaken: await orgIdRegistered(db, request.uid),
  };
}
