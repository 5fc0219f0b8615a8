import type { BoardType } from '@putt/contract/boards';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './files.js';

/**
 * Board posts (spec-2 §3): QNA (FAQ), NOTICE and PRESS. HTML (answer, bodies) is stored already
 * sanitised. `titleGrams` holds the title's lower-cased characters and character pairs so a title
 * search is a GIN-indexed array containment on PGlite and PostgreSQL alike (decision 008).
 */
export const boardPosts = pgTable(
  'board_posts',
  {
    /** the spec's SK: random 128-bit, URL-safe */
    sk: text('sk').primaryKey(),
    /** QNA | NOTICE | PRESS */
    type: text('type').$type<BoardType>().notNull(),
    title: text('title').notNull(),
    titleGrams: text('title_grams').array().notNull(),
    question: text('question'),
    answer: text('answer'),
    author: text('author').notNull(),
    ip: text('ip'),
    contentId: text('content_id').references(() => boardContents.id),
    attachedFileId: text('attached_file_id').references(() => files.id),
    attachedFileName: text('attached_file_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('board_posts_type_created').on(t.type, t.createdAt.desc(), t.sk),
    index('board_posts_title_grams').using('gin', t.titleGrams),
  ],
);

/** Bodies of notices and press posts (the spec's content_drive_id), sanitised HTML. */
export const boardContents = pgTable('board_contents', {
  id: text('id').primaryKey(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
