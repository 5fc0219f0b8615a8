import type { ErasureSource } from '@putt/contract/privacy';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members, staff } from './accounts.js';
import { langColumn } from './lang-column.js';
import { projects } from './orders.js';

/**
 * A request to erase examinees before their period ends (decision 041): a family's for their child,
 * a school's for a closed class, the company's for a pupil or parent who asked with their report
 * key (which staff confirm or decline). Once confirmed, the examinees are marked
 * `erase_requested_at`; the destruction job erases them and, when all are done, marks the request
 * done and mails its receipt.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** contract erasureSources */
    source: text('source').$type<ErasureSource>().notNull(),
    memberId: uuid('member_id').references(() => members.id),
    staffId: uuid('staff_id').references(() => staff.id),
    /** the class a school erased */
    projectSk: text('project_sk').references(() => projects.sk),
    examineeSks: jsonb('examinee_sks').$type<string[]>().notNull(),
    /** why, as the one who asked gave it (the company's note of a pupil's request) */
    reason: text('reason').notNull().default(''),
    /** where the receipt goes; '' for none */
    receiptTo: text('receipt_to').notNull().default(''),
    lang: langColumn(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * when the examinees were marked for the job: at once for a family's or a school's request; for
     * one a pupil or parent sent with a report key, when staff confirmed it (null while it waits)
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** staff declined a pupil's or parent's request (the school still needs the data, say): why, as mailed */
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason').notNull().default(''),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('erasure_requests_member').on(t.memberId, t.requestedAt.desc()),
    index('erasure_requests_requested').on(t.requestedAt.desc()),
    // the latest request naming an examinee (`examinee_sks @> '["sk"]'`): jsonb_path_ops indexes
    // containment alone, which is all that is asked, in a smaller index than the default
    index('erasure_requests_examinees').using('gin', t.examineeSks.op('jsonb_path_ops')),
  ],
);

/**
 * The monthly review of who viewed or downloaded personal data (안전성 확보조치 기준 §8): one row per
 * month, when an administrator recorded it as done, with the figures they saw.
 */
export const accessReviews = pgTable('access_reviews', {
  /** YYYY-MM, Korea time */
  month: text('month').primaryKey(),
  reviewedBy: uuid('reviewed_by')
    .notNull()
    .references(() => staff.id),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  note: text('note').notNull().default(''),
  /** the staff rows and flags as the review page showed them */
  summary: jsonb('summary').notNull(),
});
