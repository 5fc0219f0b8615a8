import { toDateColumn } from '../orders/date-columns.js';

/** An ILIKE pattern that finds `text` anywhere, with the pattern's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The first instant of a `yyyymmdd` day in Korea, for inclusive date-range filters on timestamps. */
export function seoulDayStart(ymd: string): Date {
  return new Date(`${toDateColumn(ymd)}T00:00:00+09:00`);
}
