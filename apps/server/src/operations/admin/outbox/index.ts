import type { OperationDef } from '../../registry.js';
import { adminGetMail } from './admin-get-mail.js';
import { adminListJobs } from './admin-list-jobs.js';
import { adminListMails } from './admin-list-mails.js';
import { adminResendMail } from './admin-resend-mail.js';
import { adminRetryJob } from './admin-retry-job.js';

/** The e-mail outbox (list, read, resend) and the background job queues (list, retry). */
export const adminOutboxOperations: readonly OperationDef[] = [
  adminListMails,
  adminGetMail,
  adminResendMail,
  adminListJobs,
  adminRetryJob,
];
