import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './accounts.js';

/**
 * Metadata of stored files; the bytes live in the FileStore under the same server-made id.
 * Who may read a file: anyone when `public` (press attachments), staff, and its uploader (the member,
 * or the visitor's upload cookie whose SHA-256 is `ownerToken`).
 */
export const files = pgTable(
  'files',
  {
    /** random 128-bit, URL-safe: also the name in the store */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    ownerMemberId: uuid('owner_member_id').references(() => members.id),
    ownerToken: text('owner_token'),
    ownerStaff: boolean('owner_staff').notNull().default(false),
    public: boolean('public').notNull().default(false),
    /** set when an inquiry or post uses the file; unattached uploads are swept after a day */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_unattached')
      .on(t.createdAt)
      .where(sql`attached_at is null`),
  ],
);
