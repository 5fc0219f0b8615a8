import type { TAdminOrgRequest } from '@putt/contract/admin/org-requests';
import type { organisationRequests } from '../db/schema/org-requests.js';

type RequestFields = Omit<TAdminOrgRequest, 'decision' | 'organisation' | 'uidTaken'>;

/** A stored request as the back office shows it (the columns hold the contract's enums as text). */
export function toRequestRow(row: typeof organisationRequests.$inferSelect): RequestFields {
  return {
    id: row.id,
    created: row.createdAt.getTime(),
    status: row.status,
    uid: row.uid,
    name: row.name,
    president: row.president,
    type: row.type,
    postCode: row.postCode,
    address: row.address,
    addressDetail: row.addressDetail,
    dept: row.dept,
    deptPersonName: row.deptPersonName,
    deptPersonPhoneNumber: row.deptPersonPhoneNumber,
    email: row.email,
    phoneNumber: row.phoneNumber,
    description: row.description,
    ip: row.ip,
  };
}
