import { z } from 'zod';
import {
  COUNSELLING_NOTE_MAX,
  COUNSELLING_PLACE_MAX,
  COUNSELLING_SUMMARY_MAX,
  COUNSELLING_URL_MAX,
  counsellingStatuses,
  expertCourseKeys,
  ZCounsellingChange,
} from '../counselling.js';
import { isValidYmd } from '../dates.js';
import { defineOperation } from '../operation.js';
import { counselTypes } from '../orders.js';
import { adminPageOf, TIME_PATTERN, ZAdminListInput, ZInstant, ZOk, ZYmdFilter } from './common.js';

const v = (key: string) => `admin_counselling:v.${key}`;

/** A session in the back office's list and a counsellor's day and week. */
export const ZAdminCounsellingRow = z.object({
  id: z.string(),
  status: z.enum(counsellingStatuses),
  examineeName: z.string(),
  /** the organisation's name, or the member's for an individual's order */
  customer: z.string(),
  orderSK: z.string(),
  level: z.enum(['E', 'M', 'H', 'U']),
  minutes: z.number().int(),
  requestedDate: z.string().nullable(),
  requestedType: z.enum(counselTypes).nullable(),
  startsAt: ZInstant.nullable(),
  type: z.enum(counselTypes).nullable(),
  counsellor: z.object({ staffId: z.string(), name: z.string() }).nullable(),
});
export type TAdminCounsellingRow = z.infer<typeof ZAdminCounsellingRow>;

export const adminListCounselling = defineOperation({
  tag: 'staff',
  summary:
    'Counselling sessions, by status, counsellor and booked date range (a counsellor sees only their own), sorted by time',
  input: ZAdminListInput.extend({
    status: z.enum(counsellingStatuses).or(z.literal('')).default(''),
    /** a counsellor's login id; empty for all */
    counsellor: z.string().trim().max(50).default(''),
    from: ZYmdFilter,
    to: ZYmdFilter,
  }),
  output: adminPageOf(ZAdminCounsellingRow),
});

/** The counsellor's private notes: the outputs spec-1 §1 names. */
export const ZCounsellingNotes = z.object({
  goalStrategy: z.string(),
  actionPlan: z.string(),
  experienceBoard: z.string(),
});

export const ZAdminCounsellingDetail = ZAdminCounsellingRow.extend({
  place: z.string(),
  meetingUrl: z.string(),
  notes: ZCounsellingNotes,
  summary: z.string(),
  examinee: z.object({ dob: z.string(), gender: z.string(), schoolInfo: z.string() }),
  /** whom the booking mails go to */
  contactEmail: z.string(),
  guardian: z.object({ name: z.string(), relationship: z.string(), phone: z.string() }).nullable(),
  /** the examinee's reports ready to open (PDF at /admin/counselling/{id}/reports/{reportId}) */
  reports: z.array(z.object({ id: z.string(), testName: z.string() })),
  history: z.array(
    ZCounsellingChange.extend({
      by: z.string().nullable(),
      counsellorName: z.string().nullable(),
      reason: z.string(),
    }),
  ),
});
export type TAdminCounsellingDetail = z.infer<typeof ZAdminCounsellingDetail>;

export const adminGetCounselling = defineOperation({
  tag: 'staff',
  summary: 'One counselling session with the student, the reports, the notes and the history (audited)',
  input: z.object({ id: z.uuid() }),
  output: ZAdminCounsellingDetail,
});

export const ZBookCounsellingInput = z
  .object({
    id: z.uuid(),
    date: z.string().trim().refine(isValidYmd, v('dateInvalid')),
    time: z.string().trim().regex(TIME_PATTERN, v('timeInvalid')),
    counsellor: z.string().trim().min(1, v('counsellorRequired')).max(50),
    type: z.enum(counselTypes, { error: v('typeRequired') }),
    place: z.string().trim().max(COUNSELLING_PLACE_MAX, v('tooLong')).default(''),
    meetingUrl: z.string().trim().max(COUNSELLING_URL_MAX, v('tooLong')).default(''),
    /** why the time changed: kept in the history and told to the customer on a reschedule */
    reason: z.string().trim().max(500, v('tooLong')).default(''),
  })
  .superRefine((input, ctx) => {
    if (input.type === 'offline' && !input.place) {
      ctx.addIssue({ code: 'custom', path: ['place'], message: v('placeRequired') });
    }
    if (input.type === 'online' && !/^https:\/\/\S+$/.test(input.meetingUrl)) {
      ctx.addIssue({ code: 'custom', path: ['meetingUrl'], message: v('meetingUrlInvalid') });
    }
  });
export type TBookCounsellingInput = z.input<typeof ZBookCounsellingInput>;

export const adminBookCounselling = defineOperation({
  tag: 'staff',
  summary:
    'Book (or move) a session: a counsellor free at that time, within working hours; the customer is e-mailed the booking',
  input: ZBookCounsellingInput,
  output: ZOk,
});

export const ZRecordCounsellingInput = z.discriminatedUnion('outcome', [
  z.object({
    id: z.uuid(),
    outcome: z.literal('done'),
    goalStrategy: z.string().trim().min(1, v('noteRequired')).max(COUNSELLING_NOTE_MAX, v('tooLong')),
    actionPlan: z.string().trim().min(1, v('noteRequired')).max(COUNSELLING_NOTE_MAX, v('tooLong')),
    experienceBoard: z.string().trim().min(1, v('noteRequired')).max(COUNSELLING_NOTE_MAX, v('tooLong')),
    summary: z.string().trim().min(1, v('summaryRequired')).max(COUNSELLING_SUMMARY_MAX, v('tooLong')),
  }),
  z.object({
    id: z.uuid(),
    outcome: z.literal('noShow'),
    reason: z.string().trim().max(500, v('tooLong')).default(''),
  }),
]);
export type TRecordCounsellingInput = z.input<typeof ZRecordCounsellingInput>;

export const adminRecordCounselling = defineOperation({
  tag: 'staff',
  summary:
    'The assigned counsellor (or staff) records a booked session: done with the notes and the customer’s summary, or no-show',
  input: ZRecordCounsellingInput,
  output: ZOk,
});

export const ZCounsellor = z.object({
  staffId: z.string(),
  name: z.string(),
  expertCourse: z.enum(expertCourseKeys),
});

export const adminListCounsellors = defineOperation({
  tag: 'staff',
  summary: 'Staff who may counsel: those with a completed expert course recorded, unlocked',
  input: z.object({}).strict(),
  output: z.object({ items: z.array(ZCounsellor) }),
});

export const adminCounsellingOperations = {
  adminListCounselling,
  adminGetCounselling,
  adminBookCounselling,
  adminRecordCounselling,
  adminListCounsellors,
};
