import type { OperationDef } from '../../registry.js';
import { adminGetAccessReview } from './admin-get-access-review.js';
import { adminRecordAccessReview } from './admin-record-access-review.js';

export const adminAccessReviewOperations: readonly OperationDef[] = [
  adminGetAccessReview,
  adminRecordAccessReview,
];
