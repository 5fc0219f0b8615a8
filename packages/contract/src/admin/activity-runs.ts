import { z } from 'zod';
import {
  ACTIVITY_NOTES_MAX,
  ACTIVITY_PLACE_MAX,
  ACTIVITY_MEETINGS_MAX,
  activityRunStatuses,
  ZMyActivityRun,
} from '../activity-runs.js';
import { defineOperation } from '../operation.js';
import { adminPageOf, ZAdminListInput, ZDatedRows, ZOk } from './common.js';

const v = (key: string) => `admin_activities:v.${key}`;

export const ZAdminActivityRow = ZMyActivityRun.pick({
  id: true,
  orderSK: true,
  orderName: true,
  productType: true,
  productName: true,
  persons: true,
  status: true,
  place: true,
  instructorName: true,
}).extend({
  organisation: z.string(),
  /** the first and last meeting's dates (yyyymmdd), once planned */
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
});
export type TAdminActivityRow = z.infer<typeof ZAdminActivityRow>;

export const adminListActivityRuns = defineOperation({
  tag: 'staff',
  summary: 'Activity programme runs, by status, soonest first (unplanned ones first)',
  input: ZAdminListInput.extend({ status: z.enum(activityRunStatuses).or(z.literal('')).default('') }),
  output: adminPageOf(ZAdminActivityRow),
});

export const ZAdminActivityDetail = ZMyActivityRun.extend({
  organisation: z.string(),
  /** whom the confirmation goes to */
  contactEmail: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  /** the instructor's login id, for the plan form */
  instructor: z.string().nullable(),
  /** the programme's hours per person (catalogue-facts activityHours), null when unknown */
  programmeHours: z.number().int().nullable(),
  /** the spec's team sizes for this programme, or null */
  teamSizes: z.tuple([z.number().int(), z.number().int()]).nullable(),
});
export type TAdminActivityDetail = z.infer<typeof ZAdminActivityDetail>;

export const adminGetActivityRun = defineOperation({
  tag: 'staff',
  summary: 'One Activity run with its organisation, contact, plan and status',
  input: z.object({ id: z.uuid() }),
  output: ZAdminActivityDetail,
});

export const ZPlanActivityInput = z.object({
  id: z.uuid(),
  place: z.string().trim().min(1, v('placeRequired')).max(ACTIVITY_PLACE_MAX, v('tooLong')),
  /** a staff login id: an instructor who completed an expert course */
  instructor: z.string().trim().min(1, v('instructorRequired')).max(50),
  teamSize: z
    .number({ error: v('teamSizeRange') })
    .int(v('teamSizeRange'))
    .min(1, v('teamSizeRange')),
  notes: z.string().trim().max(ACTIVITY_NOTES_MAX, v('tooLong')).default(''),
  meetings: ZDatedRows(v, ACTIVITY_MEETINGS_MAX, {
    required: 'meetingsRequired',
    tooMany: 'meetingsTooMany',
  }),
});
export type TPlanActivityInput = z.input<typeof ZPlanActivityInput>;

export const adminPlanActivityRun = defineOperation({
  tag: 'staff',
  summary:
    'Plan (or change) a run not delivered: meetings in order from today on, the place, an instructor with an expert course, a team size the programme allows; a confirmed run returns to planning',
  input: ZPlanActivityInput,
  output: ZOk,
});

export const adminConfirmActivityRun = defineOperation({
  tag: 'staff',
  summary: 'Confirm a planned run with the organisation: the plan is e-mailed to its contact',
  input: z.object({ id: z.uuid() }),
  output: ZOk,
});

export const adminDeliverActivityRun = defineOperation({
  tag: 'staff',
  summary: 'Mark a confirmed run delivered, once its last meeting has been held',
  input: z.object({ id: z.uuid() }),
  output: ZOk,
});

export const adminActivityRunOperations = {
  adminListActivityRuns,
  adminGetActivityRun,
  adminPlanActivityRun,
  adminConfirmActivityRun,
  adminDeliverActivityRun,
};
