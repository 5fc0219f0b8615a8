import { z } from 'zod';
import { addDays, isValidYmd, seoulToday } from './dates.js';
import { defineOperation } from './operation.js';

/**
 * An organisation's classes (projects) per ordered test (spec-2 §2 screen 6, §3 project, §5
 * project registration, §7 changeOrderStatus). Messages are keys of the `org-orders` namespace.
 */

/** Tests whose groups are departments with a major, not grades and classes (spec-2 §5). */
export const departmentTypes = ['putt_u', 'tec'] as const;
export const isDepartmentType = (type: string) => (departmentTypes as readonly string[]).includes(type);

/** spec-2 §9: a new class is grade 1, class = its sequence number, 1 student, pending. */
export function newClass(sequence: number, email = '') {
  return {
    name: '',
    grade: 1,
    class: sequence,
    major: '',
    email,
    start_target_date: '',
    end_target_date: '',
    student_count: 1,
  };
}

/** Days a test may be planned ahead, and the longest a class's test may stay open. */
export const CLASS_START_DAYS = 365;
export const CLASS_OPEN_DAYS_MAX = 60;
export const CLASS_STUDENTS_MAX = 200;
export const CLASSES_PER_LINE_MAX = 100;

const v = (name: string) => `org-orders:v.${name}`;

export const ZClass = z
  .object({
    /** a class registered before (temporary save): kept with its codes; absent for a new one */
    SK: z.string().trim().max(64).optional(),
    name: z.string().trim().min(1, v('className')).max(50, 'v.tooLong'),
    grade: z
      .number({ error: v('grade') })
      .int(v('grade'))
      .min(1, v('grade'))
      .max(12, v('grade'))
      .optional(),
    class: z
      .number({ error: v('classNum') })
      .int(v('classNum'))
      .min(1, v('classNum'))
      .max(99, v('classNum'))
      .optional(),
    major: z.string().trim().max(50, 'v.tooLong').optional(),
    email: z.string().trim().min(1, v('classEmail')).max(100, 'v.tooLong').pipe(z.email('v.emailInvalid')),
    start_target_date: z.string().trim().min(1, v('startDate')),
    end_target_date: z.string().trim().min(1, v('endDate')),
    student_count: z
      .number({ error: v('studentCount') })
      .int(v('studentCount'))
      .min(1, v('studentCount'))
      .max(CLASS_STUDENTS_MAX, v('studentCountMax')),
  })
  .superRefine((group, ctx) => {
    const today = seoulToday();
    const start = group.start_target_date;
    if (!isValidYmd(start) || start < today || start > addDays(today, CLASS_START_DAYS)) {
      ctx.addIssue({ code: 'custom', path: ['start_target_date'], message: v('startDateRange') });
    }
    const end = group.end_target_date;
    if (!isValidYmd(end) || end < start || end > addDays(start, CLASS_OPEN_DAYS_MAX)) {
      ctx.addIssue({ code: 'custom', path: ['end_target_date'], message: v('endDateRange') });
    }
  });
export type TClass = z.input<typeof ZClass>;

/**
 * A school's choice at class registration (decision 028): for how many days the link to a pupil's
 * own report, mailed to the address the pupil types at entry, opens the download; 0 = pupils get
 * no link and the school hands the results out. Until the school chooses, pupils get it for 30
 * days, as an individual's child does (REPORT_LINK_DAYS).
 */
export const pupilReportDayChoices = [0, 7, 14, 30, 90] as const;
export const DEFAULT_PUPIL_REPORT_DAYS = 30;
export const ZPupilReportDays = z.literal(pupilReportDayChoices, { error: v('pupilReportDays') });
export type TPupilReportDays = z.infer<typeof ZPupilReportDays>;

/** The classes of one ordered test line (its catalogue SK). */
export const ZLineClasses = z.object({
  prod_id: z.string().trim().min(1).max(40),
  projects: z.array(ZClass).max(CLASSES_PER_LINE_MAX, v('tooManyClasses')),
});

/**
 * changeOrderStatus (spec-2 §7): the registration of an approved order's classes, saved for later
 * (approvedTempSave) or completed (ready). Which fields a class needs depends on its test (major
 * for putt_u and tec, grade and class otherwise): the server checks that against the order's lines.
 */
export const changeOrderStatus = defineOperation({
  tag: 'org-orders',
  summary:
    'Register the classes of an approved organisation order: temporary save (approvedTempSave) or complete (ready)',
  input: z.object({
    status: z.enum(['approvedTempSave', 'ready']),
    type: z.literal('organisation').default('organisation'),
    data: z.object({
      SK: z.string().trim().min(1).max(64),
      products: z.array(ZLineClasses).max(40),
      /** ours (decision 028): absent keeps the order's choice */
      pupil_report_days: ZPupilReportDays.optional(),
    }),
  }),
  output: z.object({ message: z.literal('success') }),
});

/** Staff give the reason of a class-wide download in its address (ZDownloadReason). */
const reasonQuery = (reason?: string) => (reason ? `?reason=${encodeURIComponent(reason)}` : '');

/** A class's code sheet (decision 017): slips to print (pdf) or a list for a spreadsheet (csv). */
export const codeSheetPath = (sk: string, format: 'pdf' | 'csv', reason?: string) =>
  `/documents/projects/${encodeURIComponent(sk)}/codes.${format}${reasonQuery(reason)}`;

const ZProjectSk = z.object({ SK: z.string().trim().min(1).max(64) });

export const openOneProject = defineOperation({
  tag: 'org-orders',
  summary:
    "Open a pending project (a class of a registered organisation order, or an individual's approved order's test): its link and codes are made; on or after its start date the test starts; its link mail is scheduled for the day before at 09:00 KST",
  input: ZProjectSk,
  output: z.object({ message: z.literal('success') }),
});

export const closeOneProject = defineOperation({
  tag: 'org-orders',
  summary: 'Close an ongoing project, irreversibly; the order completes with its last open project',
  input: ZProjectSk,
  output: z.object({ message: z.literal('success') }),
});

/**
 * Beyond the spec (issue 21): the link and codes of an opened project mailed again now, to the
 * order's contact and the class's teacher (or the examinee), e.g. when the scheduled mail was lost.
 */
export const resendProjectLinkMail = defineOperation({
  tag: 'org-orders',
  summary: "Mail a ready or ongoing project's link and codes again, now",
  input: ZProjectSk,
  output: z.object({ message: z.literal('success') }),
});

/**
 * Beyond the spec (issue 43): a place whose code entry or report link was held after too many
 * wrong names or birth dates (CODE_HOLD, REPORT_KEY_HOLD) opens again, by the school of the class
 * or the member who ordered the test; written to the audit log.
 */
export const releaseHeldPlace = defineOperation({
  tag: 'org-orders',
  summary:
    'Release a place of a project whose code entry or report link was held after too many wrong names or birth dates',
  input: ZProjectSk.extend({ num: z.number().int().min(1).max(10_000) }),
  output: z.object({ message: z.literal('success') }),
});

/**
 * spec-2 §7 requestProjectReportGeneration (issue 23): the student reports of a ready or ongoing
 * class, for every released result without one; an individual's request sends the report made at
 * submit again (spec-1 §4). Answers how many reports were queued and how many links were mailed.
 */
export const requestProjectReportGeneration = defineOperation({
  tag: 'org-orders',
  summary:
    "Make the student reports of a ready or ongoing project's released results (an individual's: mail the report's link again)",
  input: ZProjectSk,
  output: z.object({ message: z.literal('success'), queued: z.number().int(), mailed: z.number().int() }),
});

/**
 * spec-2 §7 requestTeacherReportGeneration (issue 23): the homeroom teacher's report of a ready or
 * ongoing class of an organisation, from its released results; asked again after new results, a
 * new report replaces the last one. Answers whether a report was queued (0 when the last one is
 * being made or already holds every result).
 */
export const requestTeacherReportGeneration = defineOperation({
  tag: 'org-orders',
  summary: "Make the homeroom teacher's report of a ready or ongoing class from its released results",
  input: ZProjectSk,
  output: z.object({ message: z.literal('success'), queued: z.number().int() }),
});

/** A class's latest teacher report, for its organisation's users and staff. */
export const teacherReportPath = (sk: string, reason?: string) =>
  `/documents/projects/${encodeURIComponent(sk)}/teacher-report.pdf${reasonQuery(reason)}`;

/** A class's student reports as one ZIP (ready ones, each named after its student). */
export const reportsZipPath = (sk: string, reason?: string) =>
  `/documents/projects/${encodeURIComponent(sk)}/reports.zip${reasonQuery(reason)}`;
