import { placeStates } from './attempts.js';
import { ZGuardianConsent } from './guardian-consent.js';
import { z } from 'zod';
import { productKeys } from './catalogue.js';
import { addDays, isValidYmd, seoulToday } from './dates.js';
import { POSTCODE_PATTERN, ZAddress } from './inquiries.js';
import { defineOperation } from './operation.js';
import { PHONE_PATTERN } from './validators.js';
import { personName } from './names.js';

/** spec-1 §4 order statuses; the purchase label groups them. */
export const orderStatuses = [
  'pending',
  'approved',
  'approvedTempSave',
  'ready',
  'ing',
  'completed',
  'rejected',
  'canceled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/** Who an order is for: a member for their child, or an organisation for its classes. */
export const orderTypes = ['individual', 'organisation'] as const;
export type OrderType = (typeof orderTypes)[number];

export const projectStatuses = ['pending', 'ready', 'ing', 'completed', 'canceled'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

export const counselTypes = ['offline', 'online'] as const;
export type CounselType = (typeof counselTypes)[number];
export const genders = ['m', 'f'] as const;

/** spec-1 §5 date ranges, in days from today (Korea). */
export const TEST_DATE_DAYS = 90;
export const COUNSEL_DATE_DAYS = 90;
export const DEPOSIT_DATE_DAYS = 7;
/** birth years: from 6 years before this year back 50 years */
export const BIRTH_YEAR_FROM_NOW = 6;
export const BIRTH_YEAR_SPAN = 50;
export const ORDER_PAGE_SIZE = 10;
export const PHONE_PART_MAX = 4;

/** The window a date field accepts, as yyyymmdd (inclusive). */
export function dateWindow(field: 'test' | 'counsel' | 'deposit', today = seoulToday()) {
  const days = { test: TEST_DATE_DAYS, counsel: COUNSEL_DATE_DAYS, deposit: DEPOSIT_DATE_DAYS }[field];
  return { from: today, to: addDays(today, days) };
}

/** The birth years a form offers (and the server accepts), newest first. */
export function birthYears(today = seoulToday()): number[] {
  const newest = Number(today.slice(0, 4)) - BIRTH_YEAR_FROM_NOW;
  return Array.from({ length: BIRTH_YEAR_SPAN + 1 }, (_, i) => newest - i);
}

const text = (key: string, max = 100) => z.string({ error: key }).trim().min(1, key).max(max, 'v.tooLong');
const email = (requiredKey: string) => text(requiredKey, 100).pipe(z.email('v.emailInvalid'));
const ymdIn = (requiredKey: string, field: 'test' | 'counsel' | 'deposit') =>
  text(requiredKey, 8).refine((value) => {
    const { from, to } = dateWindow(field);
    return isValidYmd(value) && value >= from && value <= to;
  }, 'v.dateOutOfRange');

/**
 * The personal application form of spec-1 §5, as createOrder takes it. The server builds the
 * order's product lines, project and examinee from it and the catalogue.
 */
export const ZPersonalOrder = z.object({
  type: z.literal('individual'),
  product_key: z.enum(productKeys, { error: 'v.productKey' }),
  /** what the form showed; refused when the catalogue says otherwise */
  totalPrice: z.number().int().nonnegative(),
  examinee: z.object({
    name: personName(text('v.examineeName', 20)),
    dob: text('v.dobRequired', 8).refine((value) => {
      const years = birthYears();
      const year = Number(value.slice(0, 4));
      return isValidYmd(value) && year <= years[0]! && year >= years.at(-1)!;
    }, 'v.dobRequired'),
    gender: z.enum(genders, { error: 'v.genderRequired' }),
    email: email('v.examineeEmail'),
    school_info: text('v.schoolRequired', 100),
    // one check of the spec's fifteen: a postcode of five digits with its address (typed by hand
    // when the address search cannot load, else filled by it)
    address: ZAddress.extend({
      postCode: text('v.schoolAddressRequired', 5).regex(POSTCODE_PATTERN, 'v.postCodePattern'),
    }).refine((address) => address.address !== '', {
      path: ['postCode'],
      message: 'v.schoolAddressRequired',
    }),
  }),
  guardian: z.object({
    name: personName(text('v.guardianName', 20)),
    relationship: text('v.relationshipRequired', 20),
    phone_number: text('v.guardianPhone', 13).regex(PHONE_PATTERN, 'v.phonePattern'),
  }),
  project: z.object({
    counsel_type: z.enum(counselTypes, { error: 'v.counselType' }),
    counsel_target_date: ymdIn('v.counselDate', 'counsel'),
    start_target_date: ymdIn('v.testDate', 'test'),
  }),
  receiver_email: email('v.guardianEmail'),
  payment_method: z.object({
    type: z.literal('bank_deposit'),
    deposit_name: personName(text('v.depositName', 20)),
    bank_date: ymdIn('v.depositDate', 'deposit'),
  }),
  /** made by the form once; a repeated submit answers the order it already made */
  idempotencyKey: z.uuid(),
});
export type TPersonalOrder = z.input<typeof ZPersonalOrder>;

/** spec-1 §5: the fifteen checks in the order their first failure is shown. */
export const personalOrderCheckOrder = [
  'examinee.name',
  'examinee.dob',
  'examinee.gender',
  'examinee.email',
  'examinee.school_info',
  'examinee.address.postCode',
  'guardian.name',
  'guardian.relationship',
  'guardian.phone_number',
  'project.counsel_type',
  'project.counsel_target_date',
  'receiver_email',
  'project.start_target_date',
  'payment_method.deposit_name',
  'payment_method.bank_date',
] as const;

/** The path of the first failing check by the spec's priority (any other field after them). */
export function firstFailingPath(fields: Record<string, string>): string | undefined {
  return personalOrderCheckOrder.find((p) => fields[p]) ?? Object.keys(fields)[0];
}

/** The message of the first failing check by the spec's priority. */
export function firstFailure(fields: Record<string, string>): string | undefined {
  const path = firstFailingPath(fields);
  return path ? fields[path] : undefined;
}

export const ZExamineeInfo = z.object({
  name: z.string(),
  dob: z.string(),
  gender: z.enum(genders),
  school_info: z.string(),
  email: z.string(),
  address: z.object({ postCode: z.string(), address: z.string(), addressDetail: z.string() }),
});
export type TExamineeInfo = z.infer<typeof ZExamineeInfo>;

export const ZOrderRow = z.object({
  SK: z.string(),
  name: z.string(),
  type: z.enum(orderTypes),
  status: z.enum(orderStatuses),
  totalPrice: z.number(),
  /** epoch milliseconds */
  createdDate: z.number(),
  is_paid: z.boolean(),
});
export type TOrderRow = z.infer<typeof ZOrderRow>;

/** The kinds of an organisation's application: the pid of /Mypage/Order/Org/Request/{pid} (spec-2 §9). */
export const orgApplicationKinds = ['survey', 'activity', 'expert'] as const;
export type OrgApplicationKind = (typeof orgApplicationKinds)[number];

/** An organisation's order in its lists (org-orders.ts has the rest of the organisation's side). */
export const ZOrgOrderRow = ZOrderRow.extend({
  kind: z.enum(orgApplicationKinds),
  /** the order holds putt_, tocc_ or tec lines: it has the 4-step progress of spec-2 §4 */
  has_test: z.boolean(),
  quotation_no: z.string(),
});
export type TOrgOrderRow = z.infer<typeof ZOrgOrderRow>;

export const ZProjectDetail = z.object({
  SK: z.string(),
  num: z.number(),
  name: z.string(),
  type: z.string(),
  status: z.enum(projectStatuses),
  start_target_date: z.string(),
  end_target_date: z.string().nullable(),
  counsel_target_date: z.string().nullable(),
  counsel_type: z.enum(counselTypes).nullable(),
  responder_uri: z.string().nullable(),
  /** an organisation's class: grade and class, or the department's major; its contact and size */
  grade: z.number().nullable().optional(),
  class: z.number().nullable().optional(),
  major: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  student_count: z.number().nullable().optional(),
  /**
   * an organisation's class once opened (ready or ing, spec-2 §4 code column): each place's code,
   * and how far its examinee got (live state; null before they entered)
   */
  codes: z
    .array(
      z.object({
        num: z.number(),
        code: z.string(),
        progress: z
          .object({ state: z.enum(placeStates), answered: z.number(), total: z.number() })
          .nullable()
          .optional(),
      }),
    )
    .optional(),
  /**
   * places whose code entry or report link is held after too many wrong names or birth dates
   * (issue 43), for the school or the family to release
   */
  held: z.array(z.object({ num: z.number(), entry: z.boolean(), report: z.boolean() })).optional(),
  /**
   * an opened project's results and student reports (issue 23): results released and held for
   * review, reports queued, ready and failed
   */
  reports: z
    .object({
      released: z.number(),
      held: z.number(),
      queued: z.number(),
      ready: z.number(),
      failed: z.number(),
      /**
       * the class's teacher report: when the last one was made (ISO), whether a new one is being
       * made, whether the last try failed; null before the first request
       */
      teacher: z
        .object({ readyAt: z.string().nullable(), making: z.boolean(), failed: z.boolean() })
        .nullable(),
    })
    .nullable()
    .optional(),
  /** an organisation's class: the guardians' consent it recorded for students under 14 (PIPA) */
  guardian_consent: ZGuardianConsent.nullable().optional(),
  examinees: z.array(
    ZExamineeInfo.extend({
      SK: z.string(),
      num: z.number(),
      authCode: z.string().nullable(),
      /** spec report_file: the key of the examinee's ready student report (studentReportPath), else null */
      report_file: z.string().nullable().optional(),
    }),
  ),
});
export type TProjectDetail = z.infer<typeof ZProjectDetail>;

export const ZOrderDetail = ZOrderRow.extend({
  receiver_email: z.string(),
  guardian: z.object({ name: z.string(), relationship: z.string(), phone_number: z.string() }).nullable(),
  payment_method: z.object({
    type: z.literal('bank_deposit'),
    deposit_name: z.string(),
    bank_date: z.string(),
  }),
  products: z.array(z.object({ prod_id: z.string(), name: z.string(), type: z.string(), price: z.number() })),
  projects: z.array(ZProjectDetail),
});
export type TOrderDetail = z.infer<typeof ZOrderDetail>;

export const createOrder = defineOperation({
  tag: 'orders',
  summary: 'Apply for an individual package: the order waits for the deposit and staff approval',
  input: ZPersonalOrder,
  output: z.object({ message: z.literal('success'), Item: z.object({ SK: z.string() }) }),
});

export const getMyExaminees = defineOperation({
  tag: 'orders',
  summary: 'Examinee information from the member’s earlier applications',
  input: z.object({}),
  output: z.object({ items: z.array(ZExamineeInfo) }),
});

export const getMyOrders = defineOperation({
  tag: 'orders',
  summary:
    'The caller’s orders, newest first, 10 a page, optionally searched by title: an individual’s own (type individual); an organisation’s (type organisation): every application with subType quotation, else the orders staff approved',
  input: z.object({
    type: z.enum(orderTypes).default('individual'),
    subType: z.literal('quotation').optional(),
    page: z.number().int().min(1).max(10_000).default(1),
    searchKey: z.literal('title').default('title'),
    searchValue: z.string().trim().max(30, 'v.searchMax').default(''),
  }),
  output: z.object({
    // an organisation's rows carry more; the first schema that fits keeps them
    Items: z.array(z.union([ZOrgOrderRow, ZOrderRow])),
    page: z.number(),
    hasNext: z.boolean(),
  }),
});

export const getOrderProjectsContainsExamninees = defineOperation({
  tag: 'orders',
  summary:
    'One of the caller’s orders with its projects (classes) and examinees: an individual’s own, or one of the organisation’s',
  input: z.object({ SK: z.string().trim().min(1).max(64) }),
  output: z.object({ Item: ZOrderDetail }),
});

export const cancelMyOrder = defineOperation({
  tag: 'orders',
  summary: 'Cancel one of the member’s pending orders, with a reason',
  input: z.object({
    SK: z.string().trim().min(1).max(64),
    reason: z.string().trim().min(1, 'v.cancelReason').max(500, 'v.tooLong'),
  }),
  output: z.object({ message: z.literal('success') }),
});
