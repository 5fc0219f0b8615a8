import type { TItemBank } from '@putt/contract/instruments';
import type { TNormTable } from '@putt/contract/norms';
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { staff } from './accounts.js';

/**
 * An item bank: one version of the items of one form of an instrument (decision 018). A row is
 * never updated: a new bank is a new version, and the newest serves new attempts; an attempt keeps
 * the bank it began with, so a bank an attempt used (`first_used_at`) is never deleted either.
 */
export const itemBanks = pgTable(
  'item_banks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** contract instrumentKeys: the product type of the test */
    instrument: text('instrument').notNull(),
    form: text('form').notNull(),
    version: integer('version').notNull(),
    label: text('label').notNull(),
    demo: boolean('demo').notNull(),
    content: jsonb('content').$type<TItemBank>().notNull(),
    /** of the content as imported, to tell a re-import of the same file */
    sha256: text('sha256').notNull(),
    /** the staff member who imported it; none for the demo banks the server installs */
    createdBy: uuid('created_by').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    firstUsedAt: timestamp('first_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('item_banks_form_version').on(t.instrument, t.form, t.version)],
);

/**
 * A norm table: one version of the reference statistics of one form of an instrument (decision
 * 021). Like a bank, never updated: a new table is a new version, the newest scores new results,
 * and one a result used (`first_used_at`) is never deleted.
 */
export const norms = pgTable(
  'norms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instrument: text('instrument').notNull(),
    form: text('form').notNull(),
    version: integer('version').notNull(),
    label: text('label').notNull(),
    demo: boolean('demo').notNull(),
    content: jsonb('content').$type<TNormTable>().notNull(),
    sha256: text('sha256').notNull(),
    createdBy: uuid('created_by').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    firstUsedAt: timestamp('first_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('norms_form_version').on(t.instrument, t.form, t.version)],
);
