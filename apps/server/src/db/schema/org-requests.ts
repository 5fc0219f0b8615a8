import type { OrgRequestStatus } from '@putt/contract/admin/org-requests';
import type { OrganisationType } from '@putt/contract/organisation-types';
import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations, staff } from './accounts.js';
import { files } from './files.js';
import { langColumn } from './lang-column.js';

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
    type: text('type').$type<OrganisationType>().notNull(),
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
    status: text('status').$type<OrgRequestStatus>().notNull().default('pending'),
    ip: text('ip').notNull().default(''),
    lang: langColumn(),
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
