import type { OperationDef } from '../../registry.js';
import { adminAnswerInquiry } from './admin-answer-inquiry.js';
import { adminGetInquiry } from './admin-get-inquiry.js';
import { adminListInquiries } from './admin-list-inquiries.js';
import { adminSetInquiryStatus } from './admin-set-inquiry-status.js';

/** The inquiry inbox: list, read, answer by e-mail, close and reopen. */
export const adminInquiryOperations: readonly OperationDef[] = [
  adminListInquiries,
  adminGetInquiry,
  adminAnswerInquiry,
  adminSetInquiryStatus,
];
