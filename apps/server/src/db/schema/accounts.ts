import type { StaffRole } from '@putt/contract/admin/common';
import type { MailStatus } from '@putt/contract/admin/outbox';
import type { MemberType } from '@putt/contract/auth';
import type { OrganisationType } from '@putt/contract/organisation-types';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { langColumn } from './lang-column.js';

/** A file of the file store attached to an e-mail, under the name the recipient sees. */
export type MailAttachment = { fileId: string; name: string };

/** Organisations (spec-2 §3), registered by staff from a registration request. */
export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** the organisation ID typed at login */
  orgId: text('org_id').notNull().unique(),
  name: text('name').notNull(),
  president: text('president').notNull(),
  /** elementary | middle | high | university | other */
  type: text('type').$type<OrganisationType>().notNull(),
  postCode: text('post_code').notNull().default(''),
  address: text('address').notNull().default(''),
  addressDetail: text('address_detail').notNull().default(''),
  dept: text('dept').notNull().default(''),
  phoneNumber: text('phone_number').notNull().default(''),
  deptPersonName: text('dept_person_name').notNull().default(''),
  deptPersonPhoneNumber: text('dept_person_phone_number').notNull().default(''),
  email: text('email').notNull().default(''),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Individual members (login type custom, google or kakao) and organisation members (type admin or
 * user inside one organisation). `scope` says where a uid must be unique: 'custom', 'google',
 * 'kakao', or 'org:{organisation id}'.
 */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scope: text('scope').notNull(),
    uid: text('uid').notNull(),
    /** custom | google | kakao | admin | user */
    type: text('type').$type<MemberType>().notNull(),
    organisationId: uuid('organisation_id').references(() => organisations.id),
    passwordHash: text('password_hash'),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    role: text('role').notNull().default(''),
    position: text('position').notNull().default(''),
    description: text('description').notNull().default(''),
    /**
     * The password was given by someone else (organisation approval, staff): the next login asks
     * for a new one before it opens a session.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /**
     * A forgotten-password request's temporary password: it works beside the current password,
     * once and until it expires, and only to set a new password. A stranger's request therefore
     * locks nobody out.
     */
    tempPasswordHash: text('temp_password_hash'),
    tempPasswordExpiresAt: timestamp('temp_password_expires_at', { withTimezone: true }),
    /** when the member agreed to the terms of service and the privacy consent at sign-up */
    termsAgreedAt: timestamp('terms_agreed_at', { withTimezone: true }),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** withdrawn members keep their row (orders are kept for accounting) with personal data removed */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** the last sign-in: an account without one for the retention rule's years is erased (decision 041) */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** when the owner was told the account would be erased for inactivity; a sign-in clears it */
    inactivityWarnedAt: timestamp('inactivity_warned_at', { withTimezone: true }),
    lang: langColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_scope_uid').on(t.scope, t.uid),
    index('members_organisation').on(t.organisationId),
  ],
);

/** The company's back-office accounts. */
export const staff = pgTable('staff', {
  id: uuid('id').primaryKey().defaultRandom(),
  staffId: text('staff_id').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** contract staffRoles: admin | operator | counsellor */
  role: text('role').$type<StaffRole>().notNull(),
  name: text('name').notNull().default(''),
  /** the expert course they completed (contract expertCourseKeys): who may be assigned counselling */
  expertCourse: text('expert_course'),
  lockedAt: timestamp('locked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Server-side sessions. The cookie carries a random token; the row is keyed by its SHA-256, so a
 * copy of the database cannot be replayed as cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    memberId: uuid('member_id').references(() => members.id),
    staffId: uuid('staff_id').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /**
     * a staff sign-in whose password was right and whose second factor is still to come (contract
     * staffSignInSteps 'verify' | 'enrol'): it opens only that step; null once signed in (issue 43)
     */
    factorStep: text('factor_step').$type<'verify' | 'enrol'>(),
  },
  (t) => [
    index('sessions_member').on(t.memberId),
    // revoking a staff member's sessions, and each one's last sign-in on the staff page
    index('sessions_staff').on(t.staffId),
    index('sessions_expires').on(t.expiresAt),
  ],
);

/**
 * A staff member's TOTP factor (issue 43, decision 040). The secret is sealed with a key drawn from
 * SESSION_SECRET, so a copy of the table alone gives no codes; enabledAt is null while it is being
 * enrolled. lastStep is the 30-second step of the last code taken, so a code seen once is not
 * taken again.
 */
export const staffTotp = pgTable('staff_totp', {
  staffId: uuid('staff_id')
    .primaryKey()
    .references(() => staff.id),
  sealedSecret: text('sealed_secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: integer('last_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The ten one-time recovery codes of a staff member's factor, stored as SHA-256 hashes (80-bit codes). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_recovery_codes_staff').on(t.staffId)],
);

/** Fixed-window counters for rate limits, shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Every e-mail is first a row here, then sent by a job; staff see and resend them. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** which template made it, for the back office's filters */
    template: text('template').notNull(),
    /** files of the file store sent along (a registration certificate PDF) */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    /** a password the body holds as a placeholder, kept only until the mail is sent (mail/secret.ts) */
    secret: text('secret'),
    /** queued | sent | failed */
    status: text('status').$type<MailStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_status').on(t.status, t.createdAt)],
);
