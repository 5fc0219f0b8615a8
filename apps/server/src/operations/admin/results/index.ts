import type { OperationDef } from '../../registry.js';
import { adminGetResult } from './admin-get-result.js';
import { adminListResults } from './admin-list-results.js';
import { adminRescoreResult } from './admin-rescore-result.js';
import { adminReviewResult } from './admin-review-result.js';

/**
 * Reviewing a held result is the operators' daily work; rescoring under another norm changes what
 * parents read, and is for administrators. Results name minors: every view is audited.
 */
export const adminResultOperations: readonly OperationDef[] = [
  adminListResults,
  adminGetResult,
  adminReviewResult,
  adminRescoreResult,
];
