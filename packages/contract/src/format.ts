/** Display helpers shared by pages, e-mails and PDFs (spec-1 §3 "display helpers"). */

/**
 * A formatter made once, on first use: building one (locale data, a time zone) costs a slow phone
 * tens of milliseconds, which every page that imports this module paid at start-up, and
 * `toLocaleString` paid on every call.
 */
function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const thousands = onFirstUse(() => new Intl.NumberFormat('en-US'));

/** Numbers with thousands separators: 180000 → "180,000". */
export function formatNumber(value: number): string {
  return thousands().format(value);
}

/** A change of score as a person writes it, with a true minus sign: +6, −3, 0. */
export function formatChange(change: number): string {
  return change > 0 ? `+${change}` : change < 0 ? `−${-change}` : '0';
}

/** A day on the company's calendar (Korea), which `en-CA` writes as yyyy-MM-dd. */
const SEOUL_DAY: Intl.DateTimeFormatOptions = {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
};

/** yyyy-MM-dd on the company's calendar (Korea). */
export const seoulDate = onFirstUse(() => new Intl.DateTimeFormat('en-CA', SEOUL_DAY));

/**
 * An instant as the spec's yyyy-MM-dd, on the company's calendar (Korea): the same text wherever it
 * is rendered (a prerendered page must match the browser that hydrates it).
 */
export function formatDate(epochMs: number): string {
  return seoulDate().format(new Date(epochMs));
}

const seoulDateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', { ...SEOUL_DAY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
);

/** An instant as yyyy-MM-dd HH:mm in Korea (the back office's lists and histories). */
export function formatDateTime(epochMs: number): string {
  return seoulDateTime().format(new Date(epochMs)).replace(',', '');
}
