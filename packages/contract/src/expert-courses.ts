import { z } from 'zod';
import type { ProductType } from './catalogue.js';
import { type ExpertCourseKey, expertCourseKeys } from './counselling.js';
import { isValidYmd } from './dates.js';
import { defineOperation } from './operation.js';
import { dateWindow } from './orders.js';
import { PHONE_PATTERN } from './validators.js';
import { personName } from './names.js';

/**
 * Expert courses (issue 25, decision 024): staff open a cohort of a course with its meetings; a
 * member applies for a seat, paying by bank transfer like an order, with the prerequisites of
 * spec-1 §9 declared and evidenced; staff confirm the deposit and the evidence (or refuse), take
 * attendance, record the exams and complete the cohort, which issues each graduate a numbered
 * certificate (PDF, e-mailed, in my page, verifiable by anyone at /Cert/Verify).
 */
export { expertCourseKeys, type ExpertCourseKey };

/** The catalogue product of each course (its price and hours). */
export const courseProductTypes = {
  beginner: 'expert_putt_e',
  advanced: 'expert_putt_h',
  top: 'expert_putt_b',
  growth: 'expert_growth',
} as const satisfies Record<ExpertCourseKey, ProductType>;

/**
 * The certificate each course grants (spec-1 §6 and §9): beginner completion; the advanced course
 * the level-2 and the top course the level-1 multi-talent coaching expert; the growth-portfolio expert.
 */
export const certificateKinds = ['beginner', 'level2', 'level1', 'growth'] as const;
export type CertificateKind = (typeof certificateKinds)[number];
export const certificateOfCourse: Record<ExpertCourseKey, CertificateKind> = {
  beginner: 'beginner',
  advanced: 'level2',
  top: 'level1',
  growth: 'growth',
};

/**
 * What a course asks of an applicant (spec-1 §9): the advanced course 2+ years' experience and the
 * beginner course; the top course 3+ years or a doctorate, the advanced course and its level-2
 * certificate (one certificate proves both). The spec names none for beginner and growth-portfolio.
 */
export type Prerequisite = {
  years: number;
  /** a doctorate counts instead of the years */
  doctorate: boolean;
  /** the certificate that proves the earlier course */
  certificate: CertificateKind;
};
export const coursePrerequisites: Record<ExpertCourseKey, Prerequisite | null> = {
  beginner: null,
  advanced: { years: 2, doctorate: false, certificate: 'beginner' },
  top: { years: 3, doctorate: true, certificate: 'level2' },
  growth: null,
};

/** The exams of each course (spec-1 §9: advanced 1 h written; top 1 h written and 1 h practical). */
export const examKinds = ['written', 'practical'] as const;
export type ExamKind = (typeof examKinds)[number];
export const courseExams: Record<ExpertCourseKey, readonly ExamKind[]> = {
  beginner: [],
  advanced: ['written'],
  top: ['written', 'practical'],
  growth: [],
};

/**
 * Completion (the spec is silent; decision 024): attendance of at least 80 % of the course's hours
 * and, where the course has exams, at least 60 of 100 in each.
 */
export const COMPLETION_ATTENDANCE = 0.8;
export const EXAM_PASS_MARK = 60;

/**
 * applied: the member applied (seat held), waiting for the deposit and the evidence to be checked;
 * confirmed: staff confirmed both; refused: not admitted (seat freed, reason e-mailed);
 * canceled: the member withdrew it before staff decided (seat freed);
 * completed / notCompleted: the cohort's result.
 */
export const enrolmentStatuses = [
  'applied',
  'confirmed',
  'refused',
  'canceled',
  'completed',
  'notCompleted',
] as const;
export type EnrolmentStatus = (typeof enrolmentStatuses)[number];
/** The statuses that close an enrolment without a seat: a new enrolment may follow one. */
export const closedEnrolmentStatuses: readonly EnrolmentStatus[] = ['refused', 'canceled'];
/** The statuses that hold one of the cohort's seats. */
export const seatHoldingStatuses: readonly EnrolmentStatus[] = [
  'applied',
  'confirmed',
  'completed',
  'notCompleted',
];

/**
 * open: taking enrolments (before its first meeting); running: from the first meeting until staff
 * complete it; finished: completed, certificates issued.
 */
export const cohortStatuses = ['open', 'running', 'finished'] as const;
export type CohortStatus = (typeof cohortStatuses)[number];

export const COHORT_NAME_MAX = 60;
export const COHORT_PLACE_MAX = 200;
export const COHORT_SEATS_MAX = 40;
export const COHORT_MEETINGS_MAX = 20;
export const CAREER_YEARS_MAX = 60;
export const CAREER_TEXT_MAX = 1000;
export const CERTIFICATE_NUMBER_MAX = 40;
/** A certificate number as issued: kind letters, the year, a serial (e.g. PB-2026-00012). */
export const CERTIFICATE_NUMBER_PATTERN = /^P[B21G]-\d{4}-\d{5,}$/;

const v = (key: string) => `expert:v.${key}`;
const ZYmd = z.string().regex(/^\d{8}$/);
const ZInstant = z.number().int();

/** One meeting of a cohort: its day, start time (Korea) and hours. */
export const ZMeeting = z.object({ date: ZYmd, time: z.string(), hours: z.number().int() });

/** A cohort as applicants see it. */
export const ZOpenCohort = z.object({
  id: z.string(),
  course: z.enum(expertCourseKeys),
  name: z.string(),
  place: z.string(),
  startsOn: ZYmd,
  endsOn: ZYmd,
  seats: z.number().int(),
  seatsLeft: z.number().int(),
  /** won, from the catalogue */
  price: z.number().int(),
  hours: z.number().int(),
  meetings: z.array(ZMeeting),
});
export type TOpenCohort = z.infer<typeof ZOpenCohort>;

export const getExpertCohorts = defineOperation({
  tag: 'expert',
  summary: 'The expert-course cohorts taking enrolments (before their first meeting), with seats left',
  input: z.object({}).strict(),
  output: z.object({ items: z.array(ZOpenCohort) }),
});

const text = (key: string, max: number) =>
  z
    .string({ error: v(key) })
    .trim()
    .min(1, v(key))
    .max(max, 'v.tooLong');

export const ZEnrolmentRequest = z.object({
  cohortId: z.uuid(),
  /** the name the certificate will carry (the member's name, prefilled) */
  name: personName(text('nameRequired', 20)),
  phone: text('phoneRequired', 13).regex(PHONE_PATTERN, 'v.phonePattern'),
  /** years of experience in teaching, counselling or coaching, as declared and evidenced */
  careerYears: z
    .number({ error: v('careerYears') })
    .int(v('careerYears'))
    .min(0, v('careerYears'))
    .max(CAREER_YEARS_MAX, v('careerYears'))
    .default(0),
  doctorate: z.boolean().default(false),
  /** where and what: read by staff with the evidence */
  career: z.string().trim().max(CAREER_TEXT_MAX, 'v.tooLong').default(''),
  /** the earlier course's certificate when it was not issued on this site (one issued here is found) */
  priorCertificate: z.string().trim().max(CERTIFICATE_NUMBER_MAX, 'v.tooLong').default(''),
  /** an uploaded file (uploadAttachment): proof of experience and of the earlier course */
  evidenceFileId: z.string().trim().max(64).default(''),
  payment_method: z.object({
    type: z.literal('bank_deposit'),
    deposit_name: personName(text('depositName', 20)),
    bank_date: text('depositDate', 8).refine((value) => {
      const { from, to } = dateWindow('deposit');
      return isValidYmd(value) && value >= from && value <= to;
    }, 'v.dateOutOfRange'),
  }),
});
export type TEnrolmentRequest = z.input<typeof ZEnrolmentRequest>;

export const enrolInExpertCourse = defineOperation({
  tag: 'expert',
  summary:
    'An individual member applies for a seat of an open cohort: the prerequisites checked, the seat held until staff confirm the deposit and the evidence',
  input: ZEnrolmentRequest,
  output: z.object({ id: z.string() }),
});

export const cancelExpertEnrolment = defineOperation({
  tag: 'expert',
  summary:
    'An individual member withdraws one of their own enrolments while staff have not decided it yet: the seat is freed',
  input: z.object({ id: z.uuid() }),
  output: z.object({ message: z.literal('success') }),
});

export const ZCertificate = z.object({
  number: z.string(),
  kind: z.enum(certificateKinds),
  holderName: z.string(),
  issuedAt: ZInstant,
  revokedAt: ZInstant.nullable(),
});

export const ZMyEnrolment = z.object({
  id: z.string(),
  status: z.enum(enrolmentStatuses),
  appliedAt: ZInstant,
  cohort: ZOpenCohort.omit({ seatsLeft: true, seats: true }),
  /** why staff refused, when they did */
  reason: z.string(),
  attendedHours: z.number().int(),
  exams: z.object({ written: z.number().int().nullable(), practical: z.number().int().nullable() }),
  /** the certificate PDF is the member's file: GET /files/{fileId} */
  certificate: ZCertificate.extend({ fileId: z.string() }).nullable(),
});
export type TMyEnrolment = z.infer<typeof ZMyEnrolment>;

export const getMyExpertCourses = defineOperation({
  tag: 'expert',
  summary: 'The caller’s course enrolments: status, attendance, exams and the certificate once completed',
  input: z.object({}).strict(),
  output: z.object({ items: z.array(ZMyEnrolment) }),
});

/**
 * One of an organisation's trainees, seated by staff against its expert order's seats (decision
 * 024): where and how far they are, and their certificate's number once issued (the PDF is the
 * trainee's, sent to them by e-mail).
 */
export const ZOrderTrainee = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(enrolmentStatuses),
  cohort: ZOpenCohort.pick({ course: true, name: true, startsOn: true, endsOn: true, hours: true }),
  attendedHours: z.number().int(),
  exams: ZMyEnrolment.shape.exams,
  certificate: ZCertificate.pick({ number: true, issuedAt: true, revokedAt: true }).nullable(),
});
export type TOrderTrainee = z.infer<typeof ZOrderTrainee>;

export const getOrderTrainees = defineOperation({
  tag: 'expert',
  summary:
    'The trainees staff seated against one of the organisation’s expert orders: cohort, status, attendance, exams and certificate number',
  input: z.object({ SK: z.string().trim().min(1).max(64) }),
  output: z.object({ items: z.array(ZOrderTrainee) }),
});

export const ZVerifyCertificate = z.object({
  number: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, v('numberRequired'))
    .max(CERTIFICATE_NUMBER_MAX, v('numberUnknown')),
  name: z.string().trim().min(1, v('nameRequired')).max(20, v('numberUnknown')),
});

export const verifyCertificate = defineOperation({
  tag: 'expert',
  summary:
    'Anyone checks a certificate by its number and holder’s name (rate-limited): valid, or revoked; a number and name that do not match answer not found',
  input: ZVerifyCertificate,
  output: ZCertificate.extend({ course: z.enum(expertCourseKeys), revokeReason: z.string() }),
});
