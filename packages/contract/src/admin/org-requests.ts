import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { organisationTypes } from '../org-requests.js';
import { adminPageOf, ZAdminListInput, ZInstant, ZOk, ZReason } from './common.js';

/** A registration request waits (pending) until staff approve it (creating the organisation) or reject it. */
export const orgRequestStatuses = ['pending', 'approved', 'rejected'] as const;
export type OrgRequestStatus = (typeof orgRequestStatuses)[number];

/**
 * The login id of the admin account an approval creates inside the new organisation. The spec
 * does not name it; the organisation logs in with its own id, this id and the e-mailed password.
 */
export const ORG_ADMIN_UID = 'admin';

/** The file name the registration certificate is stored and e-mailed under. */
export const CERTIFICATE_FILE_NAME = '기관등록증.pdf';

const ZStatus = z.enum(orgRequestStatuses);
const ZType = z.enum(organisationTypes);
const ZRequestRef = z.object({ id: z.string().trim().min(1).max(64) });

export const ZAdminOrgRequestRow = z.object({
  id: z.string(),
  created: ZInstant,
  /** the organisation id asked for */
  uid: z.string(),
  name: z.string(),
  type: ZType,
  deptPersonName: z.string(),
  email: z.string(),
  status: ZStatus,
});
export type TAdminOrgRequestRow = z.infer<typeof ZAdminOrgRequestRow>;

export const adminListOrgRequests = defineOperation({
  tag: 'staff',
  summary:
    'Organisation registration requests, newest first, by status and search (name, id, contact, e-mail)',
  input: ZAdminListInput.extend({ status: z.enum(['', ...orgRequestStatuses]).default('') }),
  output: adminPageOf(ZAdminOrgRequestRow),
});

export const ZAdminOrgRequest = z.object({
  id: z.string(),
  created: ZInstant,
  status: ZStatus,
  uid: z.string(),
  name: z.string(),
  president: z.string(),
  type: ZType,
  postCode: z.string(),
  address: z.string(),
  addressDetail: z.string(),
  dept: z.string(),
  deptPersonName: z.string(),
  deptPersonPhoneNumber: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  description: z.string(),
  /** the address the request came from */
  ip: z.string(),
  /** who decided and when; the reason of a rejection */
  decision: z.object({ staffLogin: z.string(), at: ZInstant, reason: z.string().nullable() }).nullable(),
  /** approved requests: the organisation made and its certificate (download through /files/{fileId}) */
  organisation: z
    .object({ id: z.string(), orgId: z.string(), certificateFileId: z.string().nullable() })
    .nullable(),
  /** whether a registered organisation now holds the id asked for (approval would be refused) */
  uidTaken: z.boolean(),
});
export type TAdminOrgRequest = z.infer<typeof ZAdminOrgRequest>;

export const adminGetOrgRequest = defineOperation({
  tag: 'staff',
  summary: 'One registration request with its decision and, once approved, its organisation',
  input: ZRequestRef,
  output: ZAdminOrgRequest,
});

export const adminApproveOrgRequest = defineOperation({
  tag: 'staff',
  summary:
    'Approve a pending request: creates the organisation and its admin account with a temporary password, and e-mails them with the registration certificate (PDF)',
  input: ZRequestRef,
  output: z.object({ organisationId: z.string(), orgId: z.string(), certificateFileId: z.string() }),
});

export const adminRejectOrgRequest = defineOperation({
  tag: 'staff',
  summary: 'Reject a pending request; the reason is e-mailed to the requester',
  input: ZRequestRef.extend({ reason: ZReason }),
  output: ZOk,
});

export const adminOrgRequestOperations = {
  adminListOrgRequests,
  adminGetOrgRequest,
  adminApproveOrgRequest,
  adminRejectOrgRequest,
};
