import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Business settings staff edit in the back office (company contact data, bank account, ...). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
