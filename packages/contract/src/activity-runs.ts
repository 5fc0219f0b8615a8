import { z } from 'zod';
import { defineOperation } from './operation.js';

/**
 * Activity programme runs (issue 25, decision 025): when staff approve an organisation's order,
 * each of its Activity lines becomes a run; staff plan its meetings (dates, times, hours), place,
 * instructor and team size (spec-1 §9), confirm it with the organisation by e-mail, and mark it
 * delivered once held. Changing a confirmed plan returns it to planning, to be confirmed again.
 */
export const activityRunStatuses = ['planning', 'confirmed', 'delivered', 'canceled'] as const;
export type ActivityRunStatus = (typeof activityRunStatuses)[number];

export const ACTIVITY_PLACE_MAX = 200;
export const ACTIVITY_NOTES_MAX = 1000;
export const ACTIVITY_MEETINGS_MAX = 20;

const ZInstant = z.number().int();

export const ZActivityMeeting = z.object({ date: z.string(), time: z.string(), hours: z.number().int() });

/** A run as the organisation sees it in my page. */
export const ZMyActivityRun = z.object({
  id: z.string(),
  orderSK: z.string(),
  orderName: z.string(),
  /** the catalogue line: its type and name, and how many people it is for */
  productType: z.string(),
  productName: z.string(),
  persons: z.number().int(),
  status: z.enum(activityRunStatuses),
  place: z.string(),
  instructorName: z.string().nullable(),
  teamSize: z.number().int().nullable(),
  notes: z.string(),
  meetings: z.array(ZActivityMeeting),
  confirmedAt: ZInstant.nullable(),
  deliveredAt: ZInstant.nullable(),
});
export type TMyActivityRun = z.infer<typeof ZMyActivityRun>;

export const getMyActivityRuns = defineOperation({
  tag: 'activity',
  summary:
    'The Activity programme runs of the caller’s organisation’s orders: the plan once confirmed, and when they were delivered',
  input: z.object({}).strict(),
  output: z.object({ items: z.array(ZMyActivityRun) }),
});
