import type { AttemptState } from '@putt/contract/attempts';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { itemBanks } from './instruments.js';
import { entryCodes, examinees, projects } from './orders.js';

/**
 * An examinee's attempt at a test (decision 019): one live attempt per authentication code, on the item bank it
 * began with, or sent to the product's outside form (state `external`, decision 020). `answered` counts the answers held, kept with them in one statement, so the class
 * page reads progress without counting answers.
 */
export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectSk: text('project_sk')
      .notNull()
      .references(() => projects.sk),
    entryCodeId: uuid('entry_code_id')
      .notNull()
      .references(() => entryCodes.id),
    examineeSk: text('examinee_sk')
      .notNull()
      .references(() => examinees.sk),
    /** null for an attempt sent to an outside form (decision 020): it has no items here */
    bankId: uuid('bank_id').references(() => itemBanks.id),
    /** contract attemptStates */
    state: text('state').$type<AttemptState>().notNull().default('answering'),
    answered: integer('answered').notNull().default(0),
    /**
     * minutes added to the bank's time limit at the examinee's request (KWCAG 2.2.1); fractional
     * when an extension came after the time was up and gave its minutes from that moment (decision 026)
     */
    extendedMinutes: doublePrecision('extended_minutes').notNull().default(0),
    /** the privacy notice the examinee agreed to, when they entered */
    privacyAgreedAt: timestamp('privacy_agreed_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** the first item shown: the time limit runs from here, not from the entry (decision 026) */
    itemsStartedAt: timestamp('items_started_at', { withTimezone: true }),
    lastAnsweredAt: timestamp('last_answered_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /**
     * when staff asked for a retest (issue 23): the attempt stays with its answers and result as
     * history, and its code opens a new attempt for the same examinee
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    index('attempts_project').on(t.projectSk),
    // one live attempt per code
    uniqueIndex('attempts_code_live')
      .on(t.entryCodeId)
      .where(sql`${t.retiredAt} is null`),
  ],
);

/**
 * A browser signed in to an attempt: the cookie holds a token whose digest is the key. Several at
 * once (a phone, then a PC): each keeps saving until the attempt is submitted.
 */
export const attemptDevices = pgTable(
  'attempt_devices',
  {
    id: text('id').primaryKey(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => attempts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('attempt_devices_attempt').on(t.attemptId)],
);

/**
 * One answer per attempt and item, as last saved: the device and its sequence number decide whether
 * a save replaces it (an earlier answer of the same device never does); `ms` is the time taken.
 */
export const answers = pgTable(
  'answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => attempts.id),
    item: text('item').notNull(),
    value: smallint('value').notNull(),
    device: text('device').notNull(),
    seq: integer('seq').notNull(),
    ms: integer('ms').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.item] }), check('answers_value', sql`${t.value} > 0`)],
);
