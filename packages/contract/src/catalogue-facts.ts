import type { Level, ProductType } from './catalogue.js';

/**
 * The figures of spec-1 §1 and §9 that pages, price tables and e-mails state about the products.
 * Where the spec's two readings differ, `otherReading` keeps the second one (decision 006).
 */
export type Range = readonly [from: number, to: number];

export type TestFacts = {
  items: number;
  /** school level and school years; null years: university students and trainees (TEC) */
  level: Level;
  grades: Range | null;
  minutes: Range;
  otherReading?: { items: number };
};

export const testFacts = {
  putt_e: { items: 128, level: 'E', grades: [3, 6], minutes: [30, 40] },
  putt_m: { items: 160, level: 'M', grades: [1, 3], minutes: [20, 30] },
  putt_h: { items: 160, level: 'H', grades: [1, 3], minutes: [20, 30] },
  putt_u: { items: 160, level: 'U', grades: [1, 4], minutes: [20, 30] },
  // the test pages say 60 items; a catalogue page says 80 for "child/youth"
  tocc_e: { items: 60, level: 'E', grades: [4, 6], minutes: [30, 40], otherReading: { items: 80 } },
  // grades 7-12: middle school year 1 to high school year 3
  tocc_h: { items: 80, level: 'M', grades: [7, 12], minutes: [15, 30] },
  tec: { items: 108, level: 'U', grades: null, minutes: [20, 30] },
} as const satisfies Partial<Record<ProductType, TestFacts>>;
export type TestType = keyof typeof testFacts;

/**
 * Counselling: one hour booked per person; actual minutes by level (spec-1 §1 and §9). One catalogue
 * page gives about 30 minutes for middle school and about 20 for high school and expert level.
 */
export const coachingMinutes: Record<Level, { minutes: number; otherReading?: number }> = {
  E: { minutes: 40 },
  M: { minutes: 45, otherReading: 30 },
  H: { minutes: 50, otherReading: 20 },
  U: { minutes: 50, otherReading: 20 },
};
export const COACHING_BOOKED_MINUTES = 60;

/** School years each coaching level serves (spec-1 §2: middle 1-3, high 1-3, expert university 1-4). */
export const coachingGrades: Record<Level, Range> = { E: [3, 6], M: [1, 3], H: [1, 3], U: [1, 4] };

/** A test takes 20-50 minutes at organisation sittings (spec-1 §9 organisation table). */
export const ORG_TEST_MINUTES: Range = [20, 50];

/**
 * Materials sold to trained experts, in won (spec-1 §9): not orderable products, shown on the
 * organisation expert price page.
 */
export const expertSupplyPrices = { puttCode: 11_000, toccCode: 11_000, guideBook: 11_000 } as const;

/** Expert courses take about 16 people per class (spec-1 §9). */
export const EXPERT_CLASS_SIZE = 16;

/**
 * Hours per person of each activity programme (spec-1 §9): PUTT exploration 4 hours including the
 * test (diagnosis 1 h plus 3 h), startup and data science 3 (data science 4 at university),
 * growth-portfolio 4.
 */
export const activityHours: Partial<Record<ProductType, number>> = {
  activity_putt_e: 4,
  activity_putt_m: 4,
  activity_putt_h: 4,
  activity_putt_u: 4,
  activity_startup_e: 3,
  activity_startup_m: 3,
  activity_startup_h: 3,
  activity_ds_e: 3,
  activity_ds_m: 3,
  activity_ds_h: 3,
  activity_ds_u: 4,
  activity_folio_m: 4,
  activity_folio_h: 4,
  activity_folio_u: 4,
};

/**
 * Team sizes of the activity programmes (spec-1 §9): the talent exploration in teams of 4 (2 at
 * university), the startup project in teams of 1 to 4. The spec gives none for data science and
 * the growth portfolio; staff then choose from 1 to ACTIVITY_TEAM_MAX.
 */
export const activityTeamSizes: Partial<Record<ProductType, Range>> = {
  activity_putt_e: [4, 4],
  activity_putt_m: [4, 4],
  activity_putt_h: [4, 4],
  activity_putt_u: [2, 2],
  activity_startup_e: [1, 4],
  activity_startup_m: [1, 4],
  activity_startup_h: [1, 4],
};
export const ACTIVITY_TEAM_MAX = 10;

/** Course hours (spec-1 §9): beginner 15, advanced 30, top 30, growth-portfolio expert 15. */
export const expertCourseHours: Partial<Record<ProductType, number>> = {
  expert_putt_e: 15,
  expert_putt_h: 30,
  expert_putt_b: 30,
  expert_growth: 15,
};
