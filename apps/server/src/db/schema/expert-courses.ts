import type { CertificateKind, EnrolmentStatus } from '@putt/contract/expert-courses';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members, staff } from './accounts.js';
import { files } from './files.js';
import { orders } from './orders.js';

/**
 * A cohort of an expert course (issue 25, decision 024): its meetings, seats and, once staff
 * complete it, when. Open, running or finished follows from the dates and `finishedAt`.
 */
export const courseCohorts = pgTable(
  'course_cohorts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** contract expertCourseKeys */
    course: text('course').notNull(),
    name: text('name').notNull(),
    place: text('place').notNull(),
    seats: integer('seats').notNull(),
    /** the first and last meeting's dates (yyyymmdd, Korea), kept with the meetings */
    startsOn: text('starts_on').notNull(),
    endsOn: text('ends_on').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('course_cohorts_starts').on(t.startsOn)],
);

export const courseMeetings = pgTable(
  'course_meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => courseCohorts.id),
    /** 0, 1, …: the order they happen in */
    seq: integer('seq').notNull(),
    date: text('date').notNull(),
    /** HH:mm, Korea */
    time: text('time').notNull(),
    hours: integer('hours').notNull(),
  },
  (t) => [uniqueIndex('course_meetings_seq').on(t.cohortId, t.seq)],
);

/** A member's application for a seat: what they declared, the deposit, staff's decision and the results. */
export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => courseCohorts.id),
    /** the member who applied; null for an organisation's trainee (seated by staff from its order) */
    memberId: uuid('member_id').references(() => members.id),
    /** the organisation's expert order the trainee's seat comes from */
    orderSk: text('order_sk').references(() => orders.sk),
    /** contract enrolmentStatuses */
    status: text('status').$type<EnrolmentStatus>().notNull().default('applied'),
    /** the member's name and e-mail when they applied: the certificate and the mails use them */
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    careerYears: integer('career_years').notNull().default(0),
    doctorate: boolean('doctorate').notNull().default(false),
    career: text('career').notNull().default(''),
    priorCertificate: text('prior_certificate').notNull().default(''),
    /** the earlier course's certificate this site issued to the member, found when they applied */
    certificateOnFile: text('certificate_on_file'),
    evidenceFileId: text('evidence_file_id').references(() => files.id),
    /** won, the catalogue's price when they applied: what the deposit must be */
    price: integer('price').notNull(),
    depositName: text('deposit_name').notNull(),
    depositDate: text('deposit_date').notNull(),
    /** why staff refused */
    reason: text('reason').notNull().default(''),
    written: integer('written'),
    practical: integer('practical'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => staff.id),
  },
  (t) => [
    // one live application per member and cohort; a refused or canceled one may be followed by a
    // new one (contract closedEnrolmentStatuses)
    uniqueIndex('course_enrolments_member')
      .on(t.cohortId, t.memberId)
      .where(sql`status not in ('refused', 'canceled')`),
    index('course_enrolments_member_of').on(t.memberId),
    index('course_enrolments_order').on(t.orderSk),
  ],
);

export const courseAttendance = pgTable(
  'course_attendance',
  {
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => courseEnrolments.id),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => courseMeetings.id),
  },
  (t) => [primaryKey({ columns: [t.enrolmentId, t.meetingId] })],
);

/** Serial part of certificate numbers: unique across kinds and years, never reused. */
export const certificateSerial = pgSequence('certificate_serial', { startWith: 1 });

/** A certificate issued on completion; revoked ones stay, saying so. */
export const certificates = pgTable(
  'certificates',
  {
    number: text('number').primaryKey(),
    /** contract certificateKinds */
    kind: text('kind').$type<CertificateKind>().notNull(),
    course: text('course').notNull(),
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => courseEnrolments.id),
    /** null for an organisation's trainee, who gets the certificate by e-mail */
    memberId: uuid('member_id').references(() => members.id),
    holderName: text('holder_name').notNull(),
    /** the PDF, the holder's own file */
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason').notNull().default(''),
    revokedBy: uuid('revoked_by').references(() => staff.id),
  },
  (t) => [
    uniqueIndex('certificates_enrolment').on(t.enrolmentId),
    index('certificates_member').on(t.memberId, t.kind),
  ],
);
