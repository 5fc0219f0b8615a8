import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staff } from './accounts.js';

/**
 * What staff did and whose personal data they looked at (who, when, from where, what, whose): the
 * access log the Personal Information Protection Act asks to keep at least two years. A member's
 * act that staff must be able to account for (a school releasing a held code, issue 43) is written
 * here too, under the member instead of a staff member; the destruction job's rows name neither
 * (decision 041): each row has at most one of the two. Append-only:
 * a trigger (migration 0006) refuses every update and delete, so not even the application can
 * rewrite it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: uuid('staff_id').references(() => staff.id),
    /** the staff login id at the time, kept even if the account is renamed ('' for a member's row) */
    staffLogin: text('staff_login').notNull().default(''),
    /** no foreign key: a member's account may be erased (PIPA), the row that it acted stays */
    memberId: uuid('member_id'),
    /** the member's login id at the time ('' for a staff row) */
    memberLogin: text('member_login').notNull().default(''),
    ip: text('ip').notNull(),
    /** the operation: adminConfirmDeposit, adminGetOrder, ... */
    action: text('action').notNull(),
    /** view (personal data was shown) | change */
    kind: text('kind').notNull(),
    /** order | member | organisation | orgRequest | inquiry | orgInquiry | product | post | mail | job | settings | staff */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull().default(''),
    /** whose personal data: a name or login id the staff can search by */
    subject: text('subject').notNull().default(''),
    detail: jsonb('detail'),
  },
  (t) => [
    index('audit_log_at').on(t.at.desc()),
    index('audit_log_staff').on(t.staffId, t.at.desc()),
    index('audit_log_target').on(t.targetType, t.targetId),
    // no actor: the destruction job's own rows (decision 041)
    check('audit_log_one_actor', sql`num_nonnulls(${t.staffId}, ${t.memberId}) <= 1`),
  ],
);

/** Every change of a price or a product's fields in the back office: the catalogue's history. */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    /** product | productGroup */
    entity: text('entity').notNull(),
    /** a product's SK or a group's product_key */
    entityKey: text('entity_key').notNull(),
    field: text('field').notNull(),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
  },
  (t) => [index('catalogue_changes_entity').on(t.entity, t.entityKey, t.at.desc())],
);

/** Staff's answers to inquiries, sent by e-mail from the back office. */
export const inquiryAnswers = pgTable(
  'inquiry_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** inquiry | orgInquiry */
    inquiryKind: text('inquiry_kind').notNull(),
    inquiryId: text('inquiry_id').notNull(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    body: text('body').notNull(),
    outboxId: uuid('outbox_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inquiry_answers_inquiry').on(t.inquiryKind, t.inquiryId, t.at)],
);
