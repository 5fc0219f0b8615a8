import type { ReportKind, ReportStatus } from '@putt/contract/reports';
import type { ResultStatus, TResultScores } from '@putt/contract/results';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { staff } from './accounts.js';
import { attempts } from './attempts.js';
import { files } from './files.js';
import { itemBanks, norms } from './instruments.js';
import { projects } from './orders.js';

/**
 * A scored attempt (decision 021). Rows are never changed in their scores: rescoring under another
 * norm adds a row and marks the one it replaces `superseded_at`, so an attempt has one current
 * result and its history. `status` is the quality review: released reaches the examinee; held
 * waits for staff, who release it or ask for a retest.
 */
export const results = pgTable(
  'results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => attempts.id),
    bankId: uuid('bank_id')
      .notNull()
      .references(() => itemBanks.id),
    /** null when no norm table covered the form: raw scores only */
    normId: uuid('norm_id').references(() => norms.id),
    engine: text('engine').notNull(),
    scores: jsonb('scores').$type<TResultScores>().notNull(),
    /** contract resultStatuses */
    status: text('status').$type<ResultStatus>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
    /** who asked for this scoring when it was not the submit: a staff rescoring */
    computedBy: uuid('computed_by').references(() => staff.id),
    reviewedBy: uuid('reviewed_by').references(() => staff.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('results_current')
      .on(t.attemptId)
      .where(sql`${t.supersededAt} is null`),
  ],
);

/**
 * A report file (decision 022): a student's from a result, or a class's teacher report. `key` is
 * the random download key of /ReportDownload/{key}/{kind}; the file is made by a job and kept.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** contract reportKinds */
    kind: text('kind').$type<ReportKind>().notNull(),
    resultId: uuid('result_id').references(() => results.id),
    projectSk: text('project_sk')
      .notNull()
      .references(() => projects.sk),
    language: text('language').notNull(),
    key: text('key').notNull().unique(),
    /** contract reportStatuses */
    status: text('status').$type<ReportStatus>().notNull().default('queued'),
    fileId: text('file_id').references(() => files.id),
    error: text('error'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** the mailed link opens the download until then (REPORT_LINK_DAYS from its last mail) */
    linkUntil: timestamp('link_until', { withTimezone: true }),
    /** wrong names or birth dates typed with this key, from any address, since it was last released */
    failedDownloads: integer('failed_downloads').notNull().default(0),
    /** set when failedDownloads reached REPORT_KEY_HOLD: no download until released (decision 022) */
    heldAt: timestamp('held_at', { withTimezone: true }),
  },
  (t) => [index('reports_project').on(t.projectSk), index('reports_result').on(t.resultId)],
);
