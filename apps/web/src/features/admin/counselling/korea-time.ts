import { COUNSELLING_DAY_END, COUNSELLING_DAY_START } from '@putt/contract/counselling';
import { addDays, fromDateInput, isValidYmd, seoulToday } from '@putt/contract/dates';
import { formatDateTime } from '@putt/contract/format';

/** The days of a week from Monday, as the week view lists them (keys of `week.days`). */
export const weekDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** An instant's day (yyyymmdd) and time (HH:mm) in Korea, as the booking form and the week view take them. */
export function koreaParts(epochMs: number): { date: string; time: string } {
  const [date = '', time = ''] = formatDateTime(epochMs).split(' ');
  return { date: fromDateInput(date), time };
}

/** The Monday of the week a yyyymmdd day falls in (calendar arithmetic, no time zone). */
export function mondayOf(ymd: string): string {
  const day = new Date(Date.UTC(+ymd.slice(0, 4), +ymd.slice(4, 6) - 1, +ymd.slice(6, 8))).getUTCDay();
  return addDays(ymd, -((day + 6) % 7));
}

/** The week the address names (any day of it), else this week in Korea: its Monday. */
export function weekStart(param: string, today = seoulToday()): string {
  return mondayOf(isValidYmd(param) ? param : today);
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmmOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The start times a session of `length` minutes may take, every half hour of the working day
 * (09:00, 09:30, … while it still ends by 21:00).
 */
export function startTimes(length: number): string[] {
  const times: string[] = [];
  const end = minutesOf(COUNSELLING_DAY_END);
  for (let start = minutesOf(COUNSELLING_DAY_START); start + Math.max(length, 30) <= end; start += 30)
    times.push(hhmmOf(start));
  return times;
}
