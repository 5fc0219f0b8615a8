import type { CounsellingStatus } from '@putt/contract/counselling';
import type { CounselType } from '@putt/contract/orders';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { staff } from './accounts.js';
import { examinees, orders, projects } from './orders.js';

/**
 * A counselling session (issue 25, decision 023): one per examinee of an order with a counselling
 * line, opened when the examinee's first report is ready. Who, when and where it was booked, and
 * what the counsellor recorded: the three outputs of spec-1 §1 as private notes (staff and the
 * assigned counsellor) and a summary the customer reads in my page.
 */
export const counsellingSessions = pgTable(
  'counselling_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderSk: text('order_sk')
      .notNull()
      .references(() => orders.sk),
    /** the test whose report opened it; the person is its examinee */
    projectSk: text('project_sk')
      .notNull()
      .references(() => projects.sk),
    examineeSk: text('examinee_sk')
      .notNull()
      .references(() => examinees.sk),
    /** the person within the order (`counselling/person-key.ts`: a school's examinee; an individual's child of several tests) */
    personKey: text('person_key').notNull(),
    /** E | M | H | U: sets the minutes (catalogue-facts coachingMinutes) */
    level: text('level').notNull(),
    minutes: integer('minutes').notNull(),
    /** contract counsellingStatuses */
    status: text('status').$type<CounsellingStatus>().notNull().default('waiting'),
    requestedDate: text('requested_date'),
    requestedType: text('requested_type'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    type: text('type').$type<CounselType>(),
    place: text('place').notNull().default(''),
    meetingUrl: text('meeting_url').notNull().default(''),
    counsellorId: uuid('counsellor_id').references(() => staff.id),
    goalStrategy: text('goal_strategy').notNull().default(''),
    actionPlan: text('action_plan').notNull().default(''),
    experienceBoard: text('experience_board').notNull().default(''),
    summary: text('summary').notNull().default(''),
    /** the reminder of the day before went out (once, whichever worker took it) */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('counselling_order_person').on(t.orderSk, t.personKey),
    index('counselling_counsellor_starts').on(t.counsellorId, t.startsAt),
    index('counselling_status_starts').on(t.status, t.startsAt),
  ],
);

/** Every change of a session: the status and booking it then had, who made it and why. */
export const counsellingHistory = pgTable(
  'counselling_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => counsellingSessions.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<CounsellingStatus>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    counsellorId: uuid('counsellor_id').references(() => staff.id),
    /** the staff member who made the change; null when the system opened the session */
    byStaffId: uuid('by_staff_id').references(() => staff.id),
    reason: text('reason').notNull().default(''),
  },
  (t) => [index('counselling_history_session').on(t.sessionId, t.at)],
);
