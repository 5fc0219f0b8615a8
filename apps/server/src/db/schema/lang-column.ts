import { text } from 'drizzle-orm/pg-core';
import type { Lang } from '@putt/contract/lang';

/**
 * The language the customer used when the row was made (the web's x-lang): every e-mail about the
 * row, also one staff send days later, is written in it.
 */
export const langColumn = () => text('lang').$type<Lang>().notNull().default('ko');
