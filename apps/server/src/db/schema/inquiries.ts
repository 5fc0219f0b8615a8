import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members, organisations, staff } from './accounts.js';
import { files } from './files.js';

/** Individual inquiries from /Inquiry (spec-2 §3); staff answer them in the back office. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    content: text('content').notNull(),
    attachedFileId: text('attached_file_id').references(() => files.id),
    attachedFileName: text('attached_file_name'),
    memberId: uuid('member_id').references(() => members.id),
    /** contract inquiryStatuses: new | answered | closed */
    status: text('status').notNull().default('new'),
    ip: text('ip').notNull().default(''),
    privacyAgreedAt: timestamp('privacy_agreed_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inquiries_created').on(t.createdAt)],
);

/** Organisation application inquiries from /OrgInquiry/{pid}. */
export const orgInquiries = pgTable(
  'org_inquiries',
  {
    id: text('id').primaryKey(),
    /** the pid's target (contract orgInquiryTargets), "other" for anything else */
    targetProduct: text('target_product').notNull(),
    orgName: text('org_name').notNull(),
    deptName: text('dept_name').notNull(),
    name: text('name').notNull(),
    postCode: text('post_code').notNull().default(''),
    address: text('address').notNull().default(''),
    addressDetail: text('address_detail').notNull().default(''),
    examineeCount: integer('examinee_count').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    content: text('content').notNull().default(''),
    attachedFileId: text('attached_file_id').references(() => files.id),
    attachedFileName: text('attached_file_name'),
    memberId: uuid('member_id').references(() => members.id),
    status: text('status').notNull().default('new'),
    ip: text('ip').notNull().default(''),
    privacyAgreedAt: timestamp('privacy_agreed_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('org_inquiries_created').on(t.createdAt)],
);

/**
 * Requests to register an organisation (/RequestOrgRegist); staff approve (creating the
 * organisation) or reject them. One pending request per organisation id.
 */
export const organisationRequests = pgTable(
  'organisation_requests',
  {
    id: text('id').primaryKey(),
    uid: text('uid').notNull(),
    name: text('name').notNull(),
    president: text('president').notNull(),
    type: text('type').notNull(),
    postCode: text('post_code').notNull().default(''),
    address: text('address').notNull().default(''),
    addressDetail: text('address_detail').notNull().default(''),
    dept: text('dept').notNull(),
    deptPersonName: text('dept_person_name').notNull(),
    deptPersonPhoneNumber: text('dept_person_phone_number').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    description: text('description').notNull().default(''),
    /** pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => staff.id),
    /** the reason e-mailed with a rejection */
    decisionReason: text('decision_reason'),
    /** the organisation an approval created */
    organisationId: uuid('organisation_id').references(() => organisations.id),
    /** the registration certificate (PDF) an approval stored and e-mailed */
    certificateFileId: text('certificate_file_id').references(() => files.id),
  },
  (t) => [
    uniqueIndex('organisation_requests_pending_uid')
      .on(t.uid)
      .where(sql`status = 'pending'`),
  ],
);
