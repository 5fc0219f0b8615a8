import { COUNSELLING_DAY_END, COUNSELLING_DAY_START, COUNSELLING_WEEKDAYS } from '@putt/contract/counselling';

/** Korea keeps no summer time: its wall clock is always UTC+9. */
const KST_OFFSET_MS = 9 * 3600_000;

/** The instant of a Korea-time date (yyyymmdd) and time (HH:mm). */
export function seoulInstant(ymd: string, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  const utc = Date.UTC(+ymd.slice(0, 4), +ymd.slice(4, 6) - 1, +ymd.slice(6, 8), hours, minutes);
  return new Date(utc - KST_OFFSET_MS);
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether a session of `minutes` from `ymd time` (Korea) is within counselling's working hours. */
export function withinWorkingHours(ymd: string, time: string, minutes: number): boolean {
  const weekday = new Date(Date.UTC(+ymd.slice(0, 4), +ymd.slice(4, 6) - 1, +ymd.slice(6, 8))).getUTCDay();
  const start = minutesOf(time);
  return (
    COUNSELLING_WEEKDAYS.includes(weekday) &&
    start >= minutesOf(COUNSELLING_DAY_START) &&
    start + minutes <= minutesOf(COUNSELLING_DAY_END)
  );
}
