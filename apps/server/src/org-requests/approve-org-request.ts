import { randomUUID } from 'node:crypto';
import { CERTIFICATE_FILE_NAME, ORG_ADMIN_UID } from '@putt/contract/admin/org-requests';
import { ErrorCode } from '@putt/contract/errors';
import { eq } from 'drizzle-orm';
import { createMember } from '../accounts/create-member.js';
import { temporaryPassword } from '../auth/passwords.js';
import { staffOf } from '../auth/actor.js';
import { type AuditCaller, writeAudit } from '../audit/write-audit.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { organisations } from '../db/schema/accounts.js';
import { organisationRequests } from '../db/schema/org-requests.js';
import type { FileStore } from '../files/file-store.js';
import { storeIssuedDocument } from '../files/store-issued-document.js';
import { AppError } from '../errors/app-error.js';
import { writeMail } from '../mail/outbox.js';
import { organisationApprovedMail } from '../mail/templates/organisation-approved.js';
import { orgIdRegistered } from '../organisations/org-id-registered.js';
import { issuerOf } from '../pdf/certificate-parts.js';
import { renderRegistrationCertificate } from '../pdf/registration-certificate.js';
import { readPublicSettings } from '../site/site-info.js';
import { AUDIT_TARGET, auditSubjectOf } from './audit-target.js';
import { findPendingOrgRequest, type StoredOrgRequest } from './find-org-request.js';

export type ApprovalContext = AuditCaller & { db: Db; files: FileStore; config: Config };

export type Approval = { organisationId: string; orgId: string; certificateFileId: string; outboxId: string };

const idTaken = () =>
  new AppError(ErrorCode.ID_EXISTS, 'Organisation id taken', { uid: 'admin_org-requests:v.orgIdTaken' });

/**
 * Approves a pending request in one transaction: the organisation, its admin account with a
 * temporary password, the request's decision, the stored certificate and the welcome mail with it
 * attached. The certificate is rendered first (it takes a moment and needs no lock); its bytes are
 * removed again if the transaction fails, so a refused approval leaves nothing behind. Answers the
 * outbox id to dispatch after the commit.
 */
export async function approveOrgRequest(ctx: ApprovalContext, id: string): Promise<Approval> {
  const seen = await findPendingOrgRequest(ctx.db, id);
  if (await orgIdRegistered(ctx.db, seen.uid)) throw idTaken();

  const organisationId = randomUUID();
  const registeredAt = new Date();
  const issuer = issuerOf(await readPublicSettings(ctx.db, ctx.config.env));
  const pdf = await renderRegistrationCertificate({
    certificateNumber: certificateNumber(organisationId, registeredAt),
    name: seen.name,
    orgId: seen.uid,
    type: seen.type,
    president: seen.president,
    address: fullAddress(seen),
    registeredAt,
    company: issuer,
  });

  let certificateFileId: string | undefined;
  try {
    return await ctx.db.transaction(async (tx) => {
      // Read again under a lock: another staff member may have decided it since.
      const request = await findPendingOrgRequest(tx, id, true);
      if (await orgIdRegistered(tx, request.uid)) throw idTaken();
      await tx.insert(organisations).values({
        id: organisationId,
        orgId: request.uid,
        name: request.name,
        president: request.president,
        type: request.type,
        postCode: request.postCode,
        address: request.address,
        addressDetail: request.addressDetail,
        dept: request.dept,
        phoneNumber: request.phoneNumber,
        deptPersonName: request.deptPersonName,
        deptPersonPhoneNumber: request.deptPersonPhoneNumber,
        email: request.email,
        description: request.description,
        createdAt: registeredAt,
      });
      const password = temporaryPassword();
      await createMember(tx, {
        scope: `org:${organisationId}`,
        organisationId,
        uid: ORG_ADMIN_UID,
        type: 'admin',
        password,
        name: request.deptPersonName,
        email: request.email,
        phoneNumber: request.deptPersonPhoneNumber,
        mustChangePassword: true,
        lang: request.lang,
      });
      certificateFileId = await storeIssuedDocument(tx, ctx.files, pdf, CERTIFICATE_FILE_NAME);
      await tx
        .update(organisationRequests)
        .set({
          status: 'approved',
          decidedAt: registeredAt,
          decidedBy: staffOf(ctx.actor).staffId,
          organisationId,
          certificateFileId,
        })
        .where(eq(organisationRequests.id, request.id));
      const outboxId = await writeMail(
        tx,
        request.email,
        organisationApprovedMail(request.lang, {
          name: request.name,
          orgId: request.uid,
          adminUid: ORG_ADMIN_UID,
          password,
          loginUrl: `${ctx.config.publicOrigin}/Login`,
        }),
        [{ fileId: certificateFileId, name: CERTIFICATE_FILE_NAME }],
      );
      await writeAudit(tx, ctx, {
        kind: 'change',
        targetType: AUDIT_TARGET,
        targetId: request.id,
        subject: auditSubjectOf(request),
        detail: {
          from: 'pending',
          to: 'approved',
          organisationId,
          orgId: request.uid,
          certificateFileId,
          outboxId,
        },
      });
      return { organisationId, orgId: request.uid, certificateFileId, outboxId };
    });
  } catch (error) {
    if (certificateFileId) await ctx.files.remove(certificateFileId);
    // two approvals of the same id at once (or a new organisation meanwhile): the unique index decides
    if (isUniqueViolation(error)) throw idTaken();
    throw error;
  }
}

/** 2026-1A2B3C4D: the year of registration and the start of the organisation's own id, so it is unique. */
function certificateNumber(organisationId: string, at: Date): string {
  const year = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Seoul', year: 'numeric' }).format(at);
  return `${year}-${organisationId.slice(0, 8).toUpperCase()}`;
}

function fullAddress(request: StoredOrgRequest): string {
  const street = [request.address, request.addressDetail].filter(Boolean).join(' ');
  return request.postCode ? `(${request.postCode}) ${street}` : street;
}
