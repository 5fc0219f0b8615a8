import type { ProductType } from '@putt/contract/catalogue';
import type { OrderStatus, OrderType, OrgApplicationKind, ProjectStatus } from '@putt/contract/orders';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members, organisations } from './accounts.js';
import { langColumn } from './lang-column.js';

/**
 * Orders of individuals and (later) organisations (spec-1 §3, spec-2 §3). Money is integer won;
 * the spec's yyyymmdd dates are `date` columns.
 */
export const orders = pgTable(
  'orders',
  {
    /** the spec's SK: random 128-bit, URL-safe */
    sk: text('sk').primaryKey(),
    /** individual | organisation */
    type: text('type').$type<OrderType>().notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    organisationId: uuid('organisation_id').references(() => organisations.id),
    name: text('name').notNull(),
    /** contract orderStatuses */
    status: text('status').$type<OrderStatus>().notNull(),
    totalPrice: integer('total_price').notNull(),
    receiverEmail: text('receiver_email').notNull(),
    /** individual packages: the product group bought */
    productKey: text('product_key'),
    guardianName: text('guardian_name'),
    guardianRelationship: text('guardian_relationship'),
    guardianPhone: text('guardian_phone'),
    paymentType: text('payment_type').notNull().default('bank_deposit'),
    depositName: text('deposit_name').notNull(),
    bankDate: date('bank_date').notNull(),
    isPaid: boolean('is_paid').notNull().default(false),
    /** the deposit as staff confirmed it against the bank statement */
    paidDate: date('paid_date'),
    paidAmount: integer('paid_amount'),
    paidDepositName: text('paid_deposit_name'),
    /** organisation orders (spec-2 §3): the application's kind (pid), contact block and plans */
    kind: text('kind').$type<OrgApplicationKind>(),
    clientDept: text('client_dept').notNull().default(''),
    clientPhone: text('client_phone').notNull().default(''),
    clientContactName: text('client_contact_name').notNull().default(''),
    clientContactPhone: text('client_contact_phone').notNull().default(''),
    /** copies of the customer's e-mails */
    cc: text('cc').notNull().default(''),
    testDueDate: date('test_due_date'),
    /** online | onsite */
    testType: text('test_type'),
    coachingDueDate: date('coaching_due_date'),
    /**
     * an organisation's choice at class registration (decision 028): for how many days the link to
     * a pupil's own report, mailed to the address the pupil typed at entry, opens the download;
     * 0 = pupils get no link (the school hands results out). Individuals' orders ignore it.
     */
    pupilReportDays: integer('pupil_report_days').notNull().default(30),
    /** the school level an organisation of type other buys for */
    targetLevel: text('target_level'),
    /** the quotation's number, Q-yyyymmdd-nnnnn (organisation orders) */
    quotationNo: text('quotation_no').unique(),
    /** the tax invoice staff issued for the order */
    taxInvoiceNo: text('tax_invoice_no'),
    taxInvoiceDate: date('tax_invoice_date'),
    /** the form's key: a repeated submit answers the order it already made */
    idempotencyKey: text('idempotency_key').notNull(),
    /** when the buyer's personal data was erased, five years after the order ended; amounts stay (decision 041) */
    buyerErasedAt: timestamp('buyer_erased_at', { withTimezone: true }),
    lang: langColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_status_created').on(t.status, t.createdAt.desc()),
    uniqueIndex('orders_member_idempotency').on(t.memberId, t.idempotencyKey),
    index('orders_member_created').on(t.memberId, t.createdAt.desc()),
    index('orders_organisation_created').on(t.organisationId, t.createdAt.desc()),
  ],
);

/** The running part of quotation numbers (gaps allowed: a number is taken before the order commits). */
export const quotationNumbers = pgSequence('quotation_no_seq', { startWith: 1 });

/** The product lines of an order, priced from the catalogue when it was made. */
export const orderProducts = pgTable(
  'order_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderSk: text('order_sk')
      .notNull()
      .references(() => orders.sk),
    /** the catalogue product's SK */
    prodId: text('prod_id').notNull(),
    type: text('type').$type<ProductType>().notNull(),
    name: text('name').notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull().default(1),
    notes: text('notes').notNull().default(''),
    sort: integer('sort').notNull(),
  },
  (t) => [index('order_products_order').on(t.orderSk)],
);

/** A test run for a group of examinees (an individual's package has one per test). */
export const projects = pgTable(
  'projects',
  {
    sk: text('sk').primaryKey(),
    orderSk: text('order_sk')
      .notNull()
      .references(() => orders.sk),
    orderProductId: uuid('order_product_id').references(() => orderProducts.id),
    num: integer('num').notNull(),
    name: text('name').notNull(),
    /** the test's product type (putt_e, tocc_e, ...) */
    type: text('type').$type<ProductType>().notNull(),
    /** contract projectStatuses */
    status: text('status').$type<ProjectStatus>().notNull().default('pending'),
    startTargetDate: date('start_target_date').notNull(),
    endTargetDate: date('end_target_date'),
    counselTargetDate: date('counsel_target_date'),
    counselType: text('counsel_type'),
    responderUri: text('responder_uri'),
    /** an organisation's class (spec-2 §3 project): grade and class, or the department's major */
    grade: integer('grade'),
    classNum: integer('class_num'),
    major: text('major'),
    /** the class's contact (its homeroom teacher) */
    email: text('email'),
    studentCount: integer('student_count'),
    /** the link's key (origin + /Survey/ + key), made when the class is opened: 128 random bits */
    surveyKey: text('survey_key').unique(),
    /**
     * when the scheduled mail of the link and codes went out (the day before the start at 09:00
     * Korea time): it goes once, whichever worker takes it
     */
    linkMailedAt: timestamp('link_mailed_at', { withTimezone: true }),
    /**
     * the guardians' consent for students under 14 (PIPA art. 22-2) as the organisation recorded
     * it: who collected it and when, and which member recorded it when
     */
    consentCollectedBy: text('consent_collected_by'),
    consentCollectedOn: date('consent_collected_on'),
    consentRecordedBy: uuid('consent_recorded_by').references(() => members.id),
    consentRecordedAt: timestamp('consent_recorded_at', { withTimezone: true }),
    /** when the class was closed or cancelled: its examinees' retention period counts from here (decision 041) */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('projects_order').on(t.orderSk)],
);

export const examinees = pgTable(
  'examinees',
  {
    sk: text('sk').primaryKey(),
    projectSk: text('project_sk')
      .notNull()
      .references(() => projects.sk),
    num: integer('num').notNull(),
    name: text('name').notNull(),
    /** m | f */
    gender: text('gender').notNull(),
    /** null once the identity is erased (decision 041) */
    dob: date('dob'),
    schoolInfo: text('school_info').notNull().default(''),
    postCode: text('post_code').notNull().default(''),
    address: text('address').notNull().default(''),
    addressDetail: text('address_detail').notNull().default(''),
    email: text('email').notNull().default(''),
    authCode: text('auth_code'),
    /** the family or the school asked to erase this examinee before the period ends: the next run does it */
    eraseRequestedAt: timestamp('erase_requested_at', { withTimezone: true }),
    /** when the identity was erased: the row keeps gender and the results keep their scores, de-identified */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('examinees_project').on(t.projectSk),
    // year on year: a pupil's earlier results are found by name and birth date (issue 46)
    index('examinees_identity').on(t.name, t.dob),
  ],
);

/**
 * A class's ways in: one authentication code per student place (decision 017), unique in its class;
 * the examinee who entered with it once they have.
 */
export const entryCodes = pgTable(
  'entry_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectSk: text('project_sk')
      .notNull()
      .references(() => projects.sk),
    num: integer('num').notNull(),
    code: text('code').notNull(),
    examineeSk: text('examinee_sk').references(() => examinees.sk),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** wrong names or birth dates typed with this code, from any address, since it was last released */
    failedEntries: integer('failed_entries').notNull().default(0),
    /** set when failedEntries reached CODE_HOLD: no entry until the school releases it (decision 019) */
    heldAt: timestamp('held_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('entry_codes_project_code').on(t.projectSk, t.code),
    uniqueIndex('entry_codes_project_num').on(t.projectSk, t.num),
  ],
);

/** Every status change of an order: who, when, from, to and why. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderSk: text('order_sk')
      .notNull()
      .references(() => orders.sk),
    /** member:{id} | staff:{id} | system */
    actor: text('actor').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('order_history_order').on(t.orderSk, t.at)],
);
