import { seoulMonth, shiftMonth } from '@putt/contract/dates';

/** The months the page offers, this one first (Korea time), a year back: YYYY-MM. */
export const reviewMonths = (now: Date, count = 13): string[] =>
  Array.from({ length: count }, (_, back) => shiftMonth(seoulMonth(now), -back));
