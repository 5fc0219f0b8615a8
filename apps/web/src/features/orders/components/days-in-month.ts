/** The number of days in a month (1-12) of a year; 31 until both are chosen. */
export function daysIn(year: string, month: string): number {
  if (!year || !month) return 31;
  return new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
}
