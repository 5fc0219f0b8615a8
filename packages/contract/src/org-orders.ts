import { z } from 'zod';
import { type Level, levelRowTypes, levels, type ProductKind, type TProduct } from './catalogue.js';
import { addDays, isValidYmd, seoulToday } from './dates.js';
import { defineOperation } from './operation.js';
import { type orderStatuses, orgApplicationKinds, type OrgApplicationKind, ZOrgOrderRow } from './orders.js';
import type { OrganisationType } from './org-requests.js';
import { PHONE_PATTERN } from './validators.js';
import { personName } from './names.js';

/**
 * An organisation's application (spec-2 §2 screen 3, §5): the kind of application is the route's
 * pid; each line is a catalogue product of that kind with a quantity; the server prices every line
 * from the catalogue and refuses a total the form did not compute from it.
 */
export { orgApplicationKinds, type OrgApplicationKind, ZOrgOrderRow, type TOrgOrderRow } from './orders.js';

export const orgKindOfProduct: Record<OrgApplicationKind, ProductKind> = {
  survey: 'SURVEY',
  activity: 'ACTIVITY',
  expert: 'EXPERT',
};

/** How the test is taken: online by the students, or run at the school by our staff (ours: spec "test type"). */
export const orgTestTypes = ['online', 'onsite'] as const;
export type OrgTestType = (typeof orgTestTypes)[number];

/** Days ahead a planned deposit may be (issue 20: not in the past, at most 90 days ahead). */
export const ORG_DEPOSIT_DATE_DAYS = 90;
/** Days ahead a test may be planned (ours: a school year). */
export const ORG_TEST_DATE_DAYS = 365;
export const ORG_QUANTITY_MAX = 10_000;
export const ORG_LINES_MAX = 40;
export const ORG_NOTES_MAX = 200;

/** The school level an organisation buys for: its type, or its own choice when it is of type other. */
export const levelOfOrganisationType: Record<Exclude<OrganisationType, 'other'>, Level> = {
  elementary: 'E',
  middle: 'M',
  high: 'H',
  university: 'U',
};

/** Tests (not counselling, activities or courses): the lines that make an order a diagnostic one (spec-2 §4). */
export function isTestType(type: string): boolean {
  return /^(putt_|tocc_|tec$)/.test(type);
}

/**
 * The products an application of this kind offers for this level: the level's row of tests and
 * counselling (middle school takes the teen TOCC, decision 006), the level's Activity programmes,
 * or every expert course (they have no level).
 */
export function productsForApplication(
  products: readonly TProduct[],
  kind: OrgApplicationKind,
  level: Level,
): TProduct[] {
  const ofKind = products.filter((product) => product.kind === orgKindOfProduct[kind]);
  if (kind === 'expert') return ofKind;
  if (kind === 'activity') return ofKind.filter((product) => product.level === level);
  return levelRowTypes[level].flatMap((type) => ofKind.filter((product) => product.type === type));
}

/** Survey option B (spec-2 §3): every test of the level in one choice, one line per test. */
export const inSurveyBundle = (kind: OrgApplicationKind, product: Pick<TProduct, 'type'>) =>
  kind === 'survey' && isTestType(product.type);

/** Line amount = unit price × quantity (spec-2 §3 supply_price), and the order's total. */
/**
 * The students registered in a line's classes against the quantity ordered (spec-2 §5): more is
 * refused, fewer is asked about before the registration completes.
 */
export const classBalance = (students: number, quantity: number) => ({
  over: students > quantity,
  under: students < quantity,
});

export const supplyPrice = (line: { unit_price: number; quantity: number }) =>
  line.unit_price * line.quantity;
export const orgOrderTotal = (lines: readonly { unit_price: number; quantity: number }[]) =>
  lines.reduce((sum, line) => sum + supplyPrice(line), 0);

const v = (name: string) => `org-orders:v.${name}`;
const text = (key: string, max: number) => z.string({ error: key }).trim().min(1, key).max(max, 'v.tooLong');
const optionalText = (max: number) => z.string().trim().max(max, 'v.tooLong').default('');
const phone = (key: string) => text(key, 13).regex(PHONE_PATTERN, 'v.phonePattern');
const email = (key: string) => text(key, 100).pipe(z.email('v.emailInvalid'));
const ymdWithin = (requiredKey: string, days: number, rangeKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .refine((value) => {
      const today = seoulToday();
      return isValidYmd(value) && value >= today && value <= addDays(today, days);
    }, rangeKey);

export const ZOrgLine = z.object({
  /** the catalogue product's SK */
  prod_id: z.string().trim().min(1, v('product')).max(40),
  quantity: z
    .number({ error: v('quantity') })
    .int(v('quantity'))
    .min(1, v('quantity'))
    .max(ORG_QUANTITY_MAX, v('quantityMax')),
  /** what the form showed; refused when the catalogue says otherwise */
  unit_price: z.number().int().nonnegative(),
  notes: optionalText(ORG_NOTES_MAX),
});

export const ZOrgClient = z.object({
  dept: text(v('dept'), 50),
  phoneNumber: phone(v('phone')),
  deptPersonName: text(v('contactName'), 20),
  deptPersonPhoneNumber: phone(v('mobile')),
  email: email(v('email')),
});

export const ZOrgApplication = z
  .object({
    pid: z.enum(orgApplicationKinds),
    products: z.array(ZOrgLine).min(1, v('noProduct')).max(ORG_LINES_MAX, v('tooManyLines')),
    /** what the form showed: the sum of unit price × quantity */
    totalPrice: z.number().int().nonnegative(),
    /** yyyymmdd; survey and activity only */
    test_due_date: z.string().trim().default(''),
    test_type: z.enum(orgTestTypes, { error: v('testType') }).optional(),
    /** yyyymmdd, optional: counselling after the test and the report (the form's hint) */
    coaching_due_date: z.string().trim().default(''),
    /** an organisation of type other chooses the school level it buys for */
    target_level: z.enum(levels, { error: v('targetLevel') }).optional(),
    client: ZOrgClient,
    /** copies of the quotation e-mail, optional */
    cc: z
      .string()
      .trim()
      .max(100, 'v.tooLong')
      .refine((value) => value === '' || z.email().safeParse(value).success, 'v.emailInvalid')
      .default(''),
    payment_method: z.object({
      type: z.literal('bank_deposit').default('bank_deposit'),
      bank_date: ymdWithin(v('depositDate'), ORG_DEPOSIT_DATE_DAYS, v('depositDateRange')),
      /** the name the transfer will carry; the organisation's name when left empty */
      deposit_name: personName(optionalText(20)),
    }),
    /** made by the form once; a repeated submit answers the order it already made */
    idempotencyKey: z.uuid(),
  })
  .superRefine((form, ctx) => {
    if (form.pid === 'expert') return;
    const today = seoulToday();
    if (!form.test_due_date)
      ctx.addIssue({ code: 'custom', path: ['test_due_date'], message: v('testDueDate') });
    else if (
      !isValidYmd(form.test_due_date) ||
      form.test_due_date < today ||
      form.test_due_date > addDays(today, ORG_TEST_DATE_DAYS)
    ) {
      ctx.addIssue({ code: 'custom', path: ['test_due_date'], message: v('testDueDateRange') });
    }
    if (!form.test_type) ctx.addIssue({ code: 'custom', path: ['test_type'], message: v('testType') });
    if (
      form.coaching_due_date &&
      (!isValidYmd(form.coaching_due_date) || form.coaching_due_date <= form.test_due_date)
    ) {
      ctx.addIssue({ code: 'custom', path: ['coaching_due_date'], message: v('coachingAfterTest') });
    }
  });
export type TOrgApplication = z.input<typeof ZOrgApplication>;

/** The 4-step progress of an organisation's diagnostic order (spec-2 §4); 0 = not applicable. */
export function orgProgressStep(status: (typeof orderStatuses)[number], hasTest: boolean): 0 | 1 | 2 | 3 | 4 {
  if (!hasTest) return 0;
  switch (status) {
    case 'approved':
    case 'approvedTempSave':
      return 1;
    case 'ready':
      return 2;
    case 'ing':
      return 3;
    case 'completed':
      return 4;
    default:
      return 0;
  }
}

export const ZOrgOrderLine = z.object({
  prod_id: z.string(),
  name: z.string(),
  type: z.string(),
  unit_price: z.number().int(),
  quantity: z.number().int(),
  supply_price: z.number().int(),
  notes: z.string(),
});

export const ZOrgOrderDetail = ZOrgOrderRow.extend({
  receiver_email: z.string(),
  cc: z.string(),
  client: ZOrgClient.extend({ orgName: z.string() }),
  payment_method: z.object({
    type: z.literal('bank_deposit'),
    bank_date: z.string(),
    deposit_name: z.string(),
  }),
  products: z.array(ZOrgOrderLine),
  test_due_date: z.string().nullable(),
  test_type: z.enum(orgTestTypes).nullable(),
  coaching_due_date: z.string().nullable(),
  target_level: z.enum(levels).nullable(),
  paid_date: z.string().nullable(),
  tax_invoice: z.object({ number: z.string(), date: z.string() }).nullable(),
  /** the documents the organisation may download now (the statement once paid) */
  documents: z.array(z.enum(['quotation', 'statement'])),
  /** decision 028: days a pupil's own report link opens; 0 = pupils get no link */
  pupil_report_days: z.number().int(),
});
export type TOrgOrderDetail = z.infer<typeof ZOrgOrderDetail>;

export const orgDocumentKinds = ['quotation', 'statement'] as const;
export type OrgDocumentKind = (typeof orgDocumentKinds)[number];
/** The PDF of a document of an order: the organisation's users and staff may fetch it. */
export const orgDocumentPath = (sk: string, kind: OrgDocumentKind) =>
  `/documents/orders/${encodeURIComponent(sk)}/${kind}.pdf`;

export const requestOrgQuotation = defineOperation({
  tag: 'org-orders',
  summary:
    'Apply for tests, Activity programmes or expert courses for a group: priced from the catalogue, saved as pending, quotation e-mailed',
  input: ZOrgApplication,
  output: z.object({ message: z.literal('success'), Item: z.object({ SK: z.string() }) }),
});

export const getOrder = defineOperation({
  tag: 'org-orders',
  summary: 'One order of the caller’s organisation with its lines, contact, payment and documents',
  input: z.object({ SK: z.string().trim().min(1).max(64) }),
  output: z.object({ Item: ZOrgOrderDetail }),
});
