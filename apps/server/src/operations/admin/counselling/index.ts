import type { OperationDef } from '../../registry.js';
import { adminBookCounselling } from './admin-book-counselling.js';
import { adminGetCounselling } from './admin-get-counselling.js';
import { adminListCounselling } from './admin-list-counselling.js';
import { adminListCounsellors } from './admin-list-counsellors.js';
import { adminRecordCounselling } from './admin-record-counselling.js';

/**
 * Counsellors work here on their own sessions only (the domain narrows to them), moving them to
 * another time too; the first booking and choosing who counsels is the operators' work. Sessions
 * name minors: every view is audited.
 */
export const adminCounsellingOperations: readonly OperationDef[] = [
  adminListCounselling,
  adminGetCounselling,
  adminBookCounselling,
  adminRecordCounselling,
  adminListCounsellors,
];
