import type { InquiryStatus } from '@putt/contract/admin/inquiries';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './accounts.js';
import { files } from './files.js';
import { langColumn } from './lang-column.js';

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
    status: text('status').$type<InquiryStatus>().notNull().default('new'),
    ip: text('ip').notNull().default(''),
    privacyAgreedAt: timestamp('privacy_agreed_at', { withTimezone: true }).notNull(),
    lang: langColumn(),
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
    status: text('status').$type<InquiryStatus>().notNull().default('new'),
    ip: text('ip').notNull().default(''),
    privacyAgreedAt: timestamp('privacy_agreed_at', { withTimezone: true }).notNull(),
    lang: langColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('org_inquiries_created').on(t.createdAt)],
);
