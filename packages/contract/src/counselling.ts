import { z } from 'zod';
import { counselTypes } from './orders.js';
import { defineOperation } from './operation.js';

/**
 * Counselling sessions (issue 25, decision 023). Every paid counselling line becomes one session
 * per examinee once their report exists (`waiting`); staff book it with a counsellor, a time and a
 * place or video link (`booked`, again on a reschedule); the counsellor records the outcome
 * (`done` with notes and the customer's summary, or `noShow`, which staff may book again).
 */
export const counsellingStatuses = ['waiting', 'booked', 'done', 'noShow'] as const;
export type CounsellingStatus = (typeof counsellingStatuses)[number];

/** The statuses staff may (re)book from: a first booking, a reschedule, a new time after a no-show. */
export const bookableStatuses: readonly CounsellingStatus[] = ['waiting', 'booked', 'noShow'];

/**
 * Working hours of counselling, Korea time (the spec is silent; decision 023): Monday to Saturday,
 * a session starts at 09:00 or later and ends by 21:00 (pupils come after school and on Saturdays).
 */
export const COUNSELLING_DAY_START = '09:00';
export const COUNSELLING_DAY_END = '21:00';
/** Days of the week a session may be on (0 = Sunday, as Date.getUTCDay of a Korea-time date). */
export const COUNSELLING_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5, 6];

/** The expert courses a counsellor can have completed (spec-1 §6: instructors must have one). */
export const expertCourseKeys = ['beginner', 'advanced', 'top', 'growth'] as const;
export type ExpertCourseKey = (typeof expertCourseKeys)[number];

export const COUNSELLING_PLACE_MAX = 200;
export const COUNSELLING_URL_MAX = 500;
export const COUNSELLING_NOTE_MAX = 4000;
export const COUNSELLING_SUMMARY_MAX = 2000;

const ZInstant = z.number().int();

/** One change of a session as the customer sees it: when, to what, and the time it then had. */
export const ZCounsellingChange = z.object({
  at: ZInstant,
  status: z.enum(counsellingStatuses),
  startsAt: ZInstant.nullable(),
});

/** A session as the customer (the member who ordered, or the organisation) sees it in my page. */
export const ZMyCounselling = z.object({
  id: z.string(),
  orderSK: z.string(),
  orderName: z.string(),
  examineeName: z.string(),
  status: z.enum(counsellingStatuses),
  /** what the order asked for: a date (yyyymmdd) and offline | online */
  requestedDate: z.string().nullable(),
  requestedType: z.enum(counselTypes).nullable(),
  /** the booking, once made */
  startsAt: ZInstant.nullable(),
  minutes: z.number().int(),
  type: z.enum(counselTypes).nullable(),
  place: z.string(),
  meetingUrl: z.string(),
  counsellorName: z.string().nullable(),
  /** the counsellor's summary for the customer, once done */
  summary: z.string().nullable(),
  history: z.array(ZCounsellingChange),
});
export type TMyCounselling = z.infer<typeof ZMyCounselling>;

export const getMyCounselling = defineOperation({
  tag: 'counselling',
  summary:
    'The counselling sessions of the caller’s orders (an individual’s own; an organisation’s for its users and admins): booking, its changes and the summary once done',
  input: z.object({}).strict(),
  output: z.object({ items: z.array(ZMyCounselling) }),
});
