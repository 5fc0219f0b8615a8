import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { ZInstant, ZOk } from './common.js';

/**
 * The monthly review of staff access to personal data (안전성 확보조치 기준 §8, issue 44): per staff
 * account, a month's views and downloads from the audit log against its own usual, with the
 * class-wide downloads and the reasons given for them.
 */
export const ACCESS_REVIEW = {
  /** the months before the reviewed one whose average is an account's usual */
  baselineMonths: 3,
  /** flagged above this many times its usual ... */
  ratio: 3,
  /** ... and above this many records (a new account reading a handful is not unusual) */
  minimum: 20,
  /** the months the page lists with whether each was reviewed */
  historyMonths: 6,
} as const;

export const ACCESS_REVIEW_NOTE_MAX = 1000;

/** A month, YYYY-MM, in Korea time. */
export const ZReviewMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'admin:v.month');

export const ZClassDownload = z.object({
  at: ZInstant,
  action: z.string(),
  targetId: z.string(),
  reason: z.string(),
});
export type TClassDownload = z.infer<typeof ZClassDownload>;

export const ZAccessReviewRow = z.object({
  staffLogin: z.string(),
  /** views of personal data: lists and detail pages */
  views: z.number().int(),
  /** files of personal data: reports, ZIPs, code sheets, documents */
  downloads: z.number().int(),
  /** the records those views and downloads showed (a list's rows, a ZIP's reports, one for a page) */
  records: z.number().int(),
  /** distinct records opened one by one */
  targets: z.number().int(),
  /** the account's average records a month over the baseline months */
  usual: z.number(),
  flagged: z.boolean(),
  classDownloads: z.array(ZClassDownload),
});
export type TAccessReviewRow = z.infer<typeof ZAccessReviewRow>;

export const ZAccessReviewDone = z.object({
  reviewedBy: z.string(),
  reviewedAt: ZInstant,
  note: z.string(),
});

export const adminGetAccessReview = defineOperation({
  tag: 'staff',
  summary:
    "A month's staff access to personal data, per account against its usual, flagged when unusual; whether the month was reviewed (administrators)",
  input: z.object({ month: ZReviewMonth }),
  output: z.object({
    month: z.string(),
    rows: z.array(ZAccessReviewRow),
    review: ZAccessReviewDone.nullable(),
    /** the months before this one (newest first) and whether each was reviewed */
    history: z.array(z.object({ month: z.string(), reviewed: z.boolean() })),
  }),
});

export const adminRecordAccessReview = defineOperation({
  tag: 'staff',
  summary:
    "Records that a month's access to personal data was reviewed, with the figures as shown and a note; once per month, after the month ended (administrators)",
  input: z.object({
    month: ZReviewMonth,
    note: z.string().trim().max(ACCESS_REVIEW_NOTE_MAX, 'admin:v.noteTooLong').default(''),
  }),
  output: ZOk,
});

/** The month has not ended: its figures would still change. */
export const REVIEW_MONTH_OPEN = 'admin:v.monthOpen';
/** The month was already reviewed: a review stays as it was recorded. */
export const REVIEW_DONE = 'admin:v.reviewDone';

export const adminAccessReviewOperations = { adminGetAccessReview, adminRecordAccessReview };
