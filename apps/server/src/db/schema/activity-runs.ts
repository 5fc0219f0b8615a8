import type { ActivityRunStatus } from '@putt/contract/activity-runs';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { staff } from './accounts.js';
import { orderProducts, orders } from './orders.js';

/**
 * An Activity programme run (issue 25, decision 025): one per Activity line of an approved
 * organisation order, planned, confirmed with the organisation and delivered by staff.
 */
export const activityRuns = pgTable(
  'activity_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderSk: text('order_sk')
      .notNull()
      .references(() => orders.sk),
    lineId: uuid('line_id')
      .notNull()
      .references(() => orderProducts.id),
    /** contract activityRunStatuses */
    status: text('status').$type<ActivityRunStatus>().notNull().default('planning'),
    place: text('place').notNull().default(''),
    instructorId: uuid('instructor_id').references(() => staff.id),
    teamSize: integer('team_size'),
    /** for the organisation: what to prepare, where to meet */
    notes: text('notes').notNull().default(''),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('activity_runs_line').on(t.lineId), index('activity_runs_order').on(t.orderSk)],
);

export const activityMeetings = pgTable(
  'activity_meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => activityRuns.id),
    seq: integer('seq').notNull(),
    /** yyyymmdd and HH:mm, Korea */
    date: text('date').notNull(),
    time: text('time').notNull(),
    hours: integer('hours').notNull(),
  },
  (t) => [uniqueIndex('activity_meetings_seq').on(t.runId, t.seq)],
);
