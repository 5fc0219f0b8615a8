import type { OperationDef } from '../../registry.js';
import { adminApproveOrgRequest } from './admin-approve-org-request.js';
import { adminGetOrgRequest } from './admin-get-org-request.js';
import { adminListOrgRequests } from './admin-list-org-requests.js';
import { adminRejectOrgRequest } from './admin-reject-org-request.js';

/** Organisation registration requests: review, approve (organisation, admin account, certificate), reject. */
export const adminOrgRequestOperations: readonly OperationDef[] = [
  adminListOrgRequests,
  adminGetOrgRequest,
  adminApproveOrgRequest,
  adminRejectOrgRequest,
];
