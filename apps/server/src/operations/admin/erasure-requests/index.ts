import type { OperationDef } from '../../registry.js';
import { adminDecideErasureRequest } from './admin-decide-erasure-request.js';
import { adminListErasureRequests } from './admin-list-erasure-requests.js';

export const adminErasureRequestOperations: readonly OperationDef[] = [
  adminListErasureRequests,
  adminDecideErasureRequest,
];
