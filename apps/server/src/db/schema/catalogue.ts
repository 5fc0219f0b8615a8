import type { ProductKind, ProductType } from '@putt/contract/catalogue';
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The catalogue (spec-1 §3 product): prices are integer won per person; staff edit them. */
export const products = pgTable('products', {
  sk: text('sk').primaryKey(),
  type: text('type').$type<ProductType>().notNull().unique(),
  /** SURVEY | ACTIVITY | EXPERT */
  kind: text('kind').$type<ProductKind>().notNull(),
  /** E | M | H | U; null for expert courses */
  level: text('level'),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  price: integer('price').notNull(),
  sort: integer('sort').notNull(),
  /** withdrawn from sale without losing the row that orders point to */
  active: boolean('active').notNull().default(true),
  /** a test run on an outside form (decision 020): its https address; null runs our own runner */
  formUri: text('form_uri'),
  /** the outside form's entry ids, one per contract EXTERNAL_FORM_FIELDS, or none */
  formEntryIds: text('form_entry_ids').array().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The individual packages by product_key (spec-1 §3 product group). */
export const productGroups = pgTable('product_groups', {
  productKey: text('product_key').primaryKey(),
  level: text('level').notNull(),
  price: integer('price').notNull(),
  /** the product types of the package, in display order */
  productTypes: text('product_types').array().$type<ProductType[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
