import { seoulDate } from './format.js';

/** Calendar dates of the spec's yyyymmdd kind, on the company's calendar (Korea). */
export const YMD_PATTERN = /^\d{8}$/;

/** Today in Korea as yyyymmdd. */
export function seoulToday(now: Date = new Date()): string {
  return seoulDate().format(now).replaceAll('-', '');
}

/** A yyyymmdd date moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(ymd: string, days: number): string {
  const date = new Date(Date.UTC(+ymd.slice(0, 4), +ymd.slice(4, 6) - 1, +ymd.slice(6, 8) + days));
  return date.toISOString().slice(0, 10).replaceAll('-', '');
}

/** A real calendar day (20250230 is not). */
export function isValidYmd(ymd: string): boolean {
  return YMD_PATTERN.test(ymd) && addDays(ymd, 0) === ymd;
}

/** yyyymmdd → yyyy-mm-dd; other text as it is; N/A when empty (spec-1 §3 display helpers). */
export function formatYmd(value: string | null | undefined): string {
  if (!value) return 'N/A';
  return YMD_PATTERN.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : value;
}

/** A yyyymmdd date as a date input's value (yyyy-mm-dd); '' for none or an unfinished one. */
export const toDateInput = (ymd: string | null | undefined): string =>
  ymd && YMD_PATTERN.test(ymd) ? `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6)}` : '';

/** A date input's value (yyyy-mm-dd) as the contract's yyyymmdd. */
export const fromDateInput = (value: string): string => value.replaceAll('-', '');

/** The month of a day in Korea, as YYYY-MM (the access review's months). */
export function seoulMonth(now: Date = new Date()): string {
  const today = seoulToday(now);
  return `${today.slice(0, 4)}-${today.slice(4, 6)}`;
}

/** A YYYY-MM month moved by whole months. */
export function shiftMonth(month: string, months: number): string {
  const shifted = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  return `${Math.floor(shifted / 12)}-${String((shifted % 12) + 1).padStart(2, '0')}`;
}
