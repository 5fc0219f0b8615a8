import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { adminPageOf, ZAdminListInput, ZInstant, ZOk } from './common.js';

/** queued (waiting for its job or for SMTP), sent, failed (the job's last attempt failed). */
export const mailStatuses = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

export const ZAdminMailRow = z.object({
  id: z.string(),
  created: ZInstant,
  to: z.string(),
  subject: z.string(),
  /** the template that made it (order-received, inquiry-answer, ...) */
  template: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: ZInstant.nullable(),
});
export type TAdminMailRow = z.infer<typeof ZAdminMailRow>;

export const adminListMails = defineOperation({
  tag: 'staff',
  summary: 'The e-mail outbox: every mail with its status, attempts and last error',
  input: ZAdminListInput.extend({
    status: z.enum(['', ...mailStatuses]).default(''),
    template: z.string().trim().max(40).default(''),
  }),
  /** templates: every template in the outbox, for the filter */
  output: adminPageOf(ZAdminMailRow).extend({ templates: z.array(z.string()) }),
});

const ZMailRef = z.object({ id: z.uuid() });

export const ZAdminMail = ZAdminMailRow.extend({
  text: z.string(),
  /** shown only inside a sandboxed frame: it is the mail as sent, not trusted markup */
  html: z.string(),
  attachments: z.array(z.string()),
});

export const adminGetMail = defineOperation({
  tag: 'staff',
  summary: 'One e-mail of the outbox with its body and attachment names',
  input: ZMailRef,
  output: ZAdminMail,
});

export const adminResendMail = defineOperation({
  tag: 'staff',
  summary: 'Send an e-mail of the outbox again (whatever its status)',
  input: ZMailRef,
  output: ZOk,
});

/** The hours over which a queue's failed jobs are counted, on the jobs page and in /metrics alike. */
export const JOB_FAILURE_WINDOW_HOURS = 24;

/** A queue's figures as an operator watches them (decision 043). */
export const ZJobQueue = z.object({
  name: z.string(),
  /** jobs due to run that no worker has taken; a retry waiting out its delay is not due yet */
  waiting: z.number().int(),
  /** how long the longest-waiting of them has been due; null when none waits */
  oldestWaitingSeconds: z.number().nullable(),
  active: z.number().int(),
  /** jobs that used up their retries in the last JOB_FAILURE_WINDOW_HOURS */
  failed: z.number().int(),
});
export type TJobQueue = z.infer<typeof ZJobQueue>;

export const ZFailedJob = z.object({
  id: z.string(),
  queue: z.string(),
  created: ZInstant,
  failedAt: ZInstant.nullable(),
  retryCount: z.number().int(),
  error: z.string(),
});
export type TFailedJob = z.infer<typeof ZFailedJob>;

/** The most failed jobs the page lists (newest first), whenever they failed. */
export const FAILED_JOBS_SHOWN = 50;

export const adminListJobs = defineOperation({
  tag: 'staff',
  summary:
    'The background job queues: waiting, oldest waiting, running and recently failed jobs, and the latest failed jobs with their errors',
  input: z.object({}).strict(),
  output: z.object({ queues: z.array(ZJobQueue), failed: z.array(ZFailedJob) }),
});

export const adminRetryJob = defineOperation({
  tag: 'staff',
  summary: 'Run a failed background job again',
  input: z.object({ queue: z.string().trim().min(1).max(60), id: z.uuid() }),
  output: ZOk,
});

export const adminOutboxOperations = {
  adminListMails,
  adminGetMail,
  adminResendMail,
  adminListJobs,
  adminRetryJob,
};
