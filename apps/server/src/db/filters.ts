import { type Column, ilike, or, type SQL } from 'drizzle-orm';
import { toDateColumn } from './date-columns.js';

/** An ILIKE pattern that finds `text` anywhere, with the pattern's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The search of a back-office list: any of the columns contains `q`, case-insensitively. Undefined
 * for an empty search, which `and()` leaves out.
 */
export function containsAny(q: string, columns: Column[]): SQL | undefined {
  if (!q) return undefined;
  const like = containsPattern(q);
  return or(...columns.map((column) => ilike(column, like)));
}

/** The first instant of a `yyyymmdd` day in Korea, for inclusive date-range filters on timestamps. */
export function seoulDayStart(ymd: string): Date {
  return new Date(`${toDateColumn(ymd)}T00:00:00+09:00`);
}
