/**
 * When the link and codes of a project are mailed (spec-1 §1 "link and code one day before the
 * test", issue 21): the day before its start date at 09:00 Korea time. Korea keeps no summer time,
 * so 09:00 KST is always 00:00 UTC of the same calendar day.
 */
export function linkMailInstant(startYmd: string): Date {
  const year = Number(startYmd.slice(0, 4));
  const month = Number(startYmd.slice(4, 6)) - 1;
  const day = Number(startYmd.slice(6, 8));
  // 00:00 UTC = 09:00 KST; Date.UTC carries day 0 back into the month (and the year) before
  return new Date(Date.UTC(year, month, day - 1));
}

/** Whether a project starting on this date should have had its link mail by `now`. */
export const linkMailDue = (startYmd: string, now: Date) =>
  linkMailInstant(startYmd).getTime() <= now.getTime();
