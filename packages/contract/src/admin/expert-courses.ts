import { z } from 'zod';
import {
  COHORT_MEETINGS_MAX,
  COHORT_NAME_MAX,
  COHORT_PLACE_MAX,
  COHORT_SEATS_MAX,
  CERTIFICATE_NUMBER_MAX,
  cohortStatuses,
  enrolmentStatuses,
  expertCourseKeys,
  ZMeeting,
} from '../expert-courses.js';
import { defineOperation } from '../operation.js';
import { adminPageOf, ZAdminListInput, ZDatedRows, ZInstant, ZOk, ZReason } from './common.js';
import { personName } from '../names.js';

const v = (key: string) => `admin_courses:v.${key}`;

export const ZAdminCohortRow = z.object({
  id: z.string(),
  course: z.enum(expertCourseKeys),
  name: z.string(),
  place: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  seats: z.number().int(),
  /** seats held (applied, confirmed or finished) */
  held: z.number().int(),
  /** enrolments waiting for staff */
  waiting: z.number().int(),
  status: z.enum(cohortStatuses),
});
export type TAdminCohortRow = z.infer<typeof ZAdminCohortRow>;

export const adminListCohorts = defineOperation({
  tag: 'staff',
  summary: 'Expert-course cohorts, newest first, by course and status',
  input: ZAdminListInput.extend({
    course: z.enum(expertCourseKeys).or(z.literal('')).default(''),
    status: z.enum(cohortStatuses).or(z.literal('')).default(''),
  }),
  output: adminPageOf(ZAdminCohortRow),
});

export const ZSaveCohortInput = z.object({
  /** absent: a new cohort */
  id: z.uuid().optional(),
  course: z.enum(expertCourseKeys, { error: v('courseRequired') }),
  name: z.string().trim().min(1, v('nameRequired')).max(COHORT_NAME_MAX, v('tooLong')),
  place: z.string().trim().min(1, v('placeRequired')).max(COHORT_PLACE_MAX, v('tooLong')),
  seats: z
    .number({ error: v('seatsRange') })
    .int(v('seatsRange'))
    .min(1, v('seatsRange'))
    .max(COHORT_SEATS_MAX, v('seatsRange')),
  /** in the order they happen; their hours add up to the course's (spec-1 §9) */
  meetings: ZDatedRows(v, COHORT_MEETINGS_MAX, { required: 'meetingsRequired', tooMany: 'meetingsTooMany' }),
});
export type TSaveCohortInput = z.input<typeof ZSaveCohortInput>;

export const adminSaveCohort = defineOperation({
  tag: 'staff',
  summary:
    'Open a cohort of an expert course, or change one not finished: meetings in order adding up to the course’s hours, seats not below those held',
  input: ZSaveCohortInput,
  output: z.object({ id: z.string() }),
});

export const ZAdminEnrolment = z.object({
  id: z.string(),
  status: z.enum(enrolmentStatuses),
  appliedAt: ZInstant,
  name: z.string(),
  /** the member's login id; empty for an organisation's trainee */
  uid: z.string(),
  /** the organisation whose expert order the seat comes from; null for a member's own enrolment */
  organisation: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  careerYears: z.number().int(),
  doctorate: z.boolean(),
  career: z.string(),
  /** the earlier course's certificate as typed by the applicant */
  priorCertificate: z.string(),
  /** the earlier course's certificate found on this site, valid, in the applicant's name */
  certificateOnFile: z.string().nullable(),
  evidence: z.object({ id: z.string(), name: z.string() }).nullable(),
  deposit: z.object({ name: z.string(), date: z.string() }),
  reason: z.string(),
  /** the meetings attended (ids) */
  attended: z.array(z.string()),
  written: z.number().int().nullable(),
  practical: z.number().int().nullable(),
  certificate: z.object({ number: z.string(), revokedAt: ZInstant.nullable() }).nullable(),
});
export type TAdminEnrolment = z.infer<typeof ZAdminEnrolment>;

export const ZAdminCohortDetail = ZAdminCohortRow.extend({
  hours: z.number().int(),
  price: z.number().int(),
  meetings: z.array(ZMeeting.extend({ id: z.string() })),
  enrolments: z.array(ZAdminEnrolment),
});
export type TAdminCohortDetail = z.infer<typeof ZAdminCohortDetail>;

export const adminGetCohort = defineOperation({
  tag: 'staff',
  summary:
    'One cohort with its meetings and every enrolment: evidence, deposit, attendance, exams, certificate',
  input: z.object({ id: z.uuid() }),
  output: ZAdminCohortDetail,
});

export const ZDecideEnrolmentInput = z.discriminatedUnion('decision', [
  z.object({
    id: z.uuid(),
    decision: z.literal('confirm'),
    /** staff read the evidence against the course's prerequisites (required where it has some) */
    prerequisitesChecked: z.boolean().default(false),
  }),
  z.object({ id: z.uuid(), decision: z.literal('refuse'), reason: ZReason }),
]);

export const adminDecideEnrolment = defineOperation({
  tag: 'staff',
  summary:
    'Confirm an enrolment (deposit received, prerequisites checked) or refuse it with a reason; the applicant is e-mailed',
  input: ZDecideEnrolmentInput,
  output: ZOk,
});

export const adminRecordAttendance = defineOperation({
  tag: 'staff',
  summary: 'Who of the confirmed attended one meeting (the whole list; the others are absent)',
  input: z.object({
    cohortId: z.uuid(),
    meetingId: z.uuid(),
    present: z.array(z.uuid()).max(COHORT_SEATS_MAX),
  }),
  output: ZOk,
});

const score = z
  .number({ error: v('scoreRange') })
  .int(v('scoreRange'))
  .min(0, v('scoreRange'))
  .max(100, v('scoreRange'))
  .nullable()
  .default(null);

export const adminRecordExam = defineOperation({
  tag: 'staff',
  summary: 'A confirmed applicant’s exam results (0-100; the exams the course has)',
  input: z.object({ id: z.uuid(), written: score, practical: score }),
  output: ZOk,
});

/** An organisation's order with an expert line of the cohort's course: its seats and those used. */
export const ZExpertOrderSeats = z.object({
  orderSK: z.string(),
  organisation: z.string(),
  orderName: z.string(),
  /** seats bought (the line's quantity) and taken by trainees in any cohort of the course */
  quantity: z.number().int(),
  used: z.number().int(),
});
export type TExpertOrderSeats = z.infer<typeof ZExpertOrderSeats>;

export const adminListExpertOrders = defineOperation({
  tag: 'staff',
  summary:
    'The approved organisation orders with a line of the cohort’s course, with the seats they bought and used: where an organisation’s trainees come from',
  input: z.object({ cohortId: z.uuid() }),
  output: z.object({ items: z.array(ZExpertOrderSeats) }),
});

export const ZAddTraineeInput = z.object({
  cohortId: z.uuid(),
  orderSK: z.string().trim().min(1, v('orderRequired')).max(64),
  name: personName(z.string().trim().min(1, v('traineeName')).max(20, v('tooLong'))),
  email: z
    .string()
    .trim()
    .min(1, v('traineeEmail'))
    .max(100, v('tooLong'))
    .pipe(z.email(v('traineeEmail'))),
  phone: z.string().trim().max(13, v('tooLong')).default(''),
});
export type TAddTraineeInput = z.input<typeof ZAddTraineeInput>;

export const adminAddTrainee = defineOperation({
  tag: 'staff',
  summary:
    'Seat an organisation’s trainee in a cohort not finished, against a seat its approved expert order bought for the course: confirmed at once (the order pays)',
  input: ZAddTraineeInput,
  output: z.object({ id: z.string() }),
});

export const adminCompleteCohort = defineOperation({
  tag: 'staff',
  summary:
    'After the last meeting, with every enrolment decided and every exam recorded: each confirmed applicant completes or not, and graduates get a numbered certificate, e-mailed',
  input: z.object({ id: z.uuid() }),
  output: z.object({ completed: z.number().int(), notCompleted: z.number().int() }),
});

export const adminRevokeCertificate = defineOperation({
  tag: 'staff',
  summary: 'Revoke a certificate with a reason: the public verification says so from then on',
  input: z.object({
    number: z.string().trim().toUpperCase().min(1).max(CERTIFICATE_NUMBER_MAX),
    reason: ZReason,
  }),
  output: ZOk,
});

export const adminExpertCourseOperations = {
  adminListCohorts,
  adminSaveCohort,
  adminGetCohort,
  adminDecideEnrolment,
  adminListExpertOrders,
  adminAddTrainee,
  adminRecordAttendance,
  adminRecordExam,
  adminCompleteCohort,
  adminRevokeCertificate,
};
