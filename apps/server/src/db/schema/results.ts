import type { TResultScores } from '@putt/contract/results';
import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { staff } from './accounts.js';
import { attempts } from './attempts.js';
import { itemBanks, norms } from './instruments.js';

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
    status: text('status').notNull(),
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
