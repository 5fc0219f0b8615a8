import { z } from 'zod';
import { ZInstant } from './admin/common.js';
import { defineOperation } from './operation.js';
import { ZReportDownload } from './reports.js';
import { zEmail } from './validators.js';

/** Who asked to erase examinees early (decision 041). */
export const erasureSources = ['member', 'organisation', 'company'] as const;
export type ErasureSource = (typeof erasureSources)[number];

/**
 * A person among an individual member's examinees (the same name and birth date across orders and
 * tests), as the member's privacy page lists them.
 */
export const ZMyExaminee = z.object({
  /** one of the person's examinee records: the key the erasure request names */
  SK: z.string(),
  name: z.string(),
  /** YYYYMMDD */
  dob: z.string(),
  tests: z.number().int(),
  /** an erasure was asked and waits for the destruction job */
  erasureRequested: z.boolean(),
  /** a test of theirs is being answered: erasure waits until it is submitted */
  answering: z.boolean(),
});
export type TMyExaminee = z.infer<typeof ZMyExaminee>;

export const ZErasureRequestRow = z.object({
  requestedAt: ZInstant,
  doneAt: ZInstant.nullable(),
  examinees: z.number().int(),
});
export type TErasureRequestRow = z.infer<typeof ZErasureRequestRow>;

export const getMyPrivacy = defineOperation({
  tag: 'privacy',
  summary:
    "The signed-in individual's examinees (one per person) and their erasure requests, for the privacy page of my page",
  input: z.object({}).strict(),
  output: z.object({ examinees: z.array(ZMyExaminee), requests: z.array(ZErasureRequestRow) }),
});

export const requestMyExamineeErasure = defineOperation({
  tag: 'privacy',
  summary:
    "Ask to erase one of the signed-in individual's examinees early (every test of the person): the destruction job erases them and e-mails a receipt; refused while a test of theirs is being answered",
  input: z.object({
    SK: z.string().trim().min(1).max(64),
    /** the member confirmed that reports, answers and counselling notes go for good */
    confirm: z.literal(true, 'privacy:v.confirmRequired'),
  }),
  output: z.object({ message: z.literal('success') }),
});

/** The examinee's test is being answered: erasure waits until it is submitted. */
export const ERASURE_WHILE_ANSWERING = 'privacy:v.answering';

/** An organisation's personal data processing agreement (PIPA Art. 26), for its administrator. */
export const PROCESSING_AGREEMENT_PATH = '/documents/organisation/processing-agreement.pdf';

/** An individual's archive of everything held about them and their examinees. */
export const MY_DATA_PATH = '/documents/my-data.zip';

export const eraseClassPupils = defineOperation({
  tag: 'privacy',
  summary:
    "An organisation's administrator erases a closed class's pupils before their period ends: the destruction job erases them (reports, answers' identity, codes) and e-mails a receipt",
  input: z.object({
    SK: z.string().trim().min(1).max(64),
    /** the administrator confirmed that the pupils' reports and details go for good */
    confirm: z.literal(true, 'privacy:v.confirmRequired'),
  }),
  output: z.object({ message: z.literal('success'), examinees: z.number().int() }),
});

/** Only a closed class's pupils are erased: a class still open is being tested. */
export const ERASE_OPEN_CLASS = 'privacy:v.classOpen';

/**
 * Where a request to erase an examinee stands: a pupil's or parent's `waiting` for staff, then
 * `confirmed` (the destruction job's next run) or `declined`; `done` once erased.
 */
export const erasureStates = ['waiting', 'confirmed', 'done', 'declined'] as const;
export type ErasureState = (typeof erasureStates)[number];

/**
 * What is held about the pupil of a report key (issue 44), for the one who knows the key and the
 * pupil's name and birth date: the identity, the test, the report, and until when it is kept.
 */
export const ZHeldData = z.object({
  name: z.string(),
  /** YYYYMMDD */
  dob: z.string(),
  /** the school that ordered the test; '' for a family's order */
  organisation: z.string(),
  /** the class or the order's test, as named by whoever ordered it */
  className: z.string(),
  grade: z.number().int().nullable(),
  classNum: z.number().int().nullable(),
  schoolInfo: z.string(),
  email: z.string(),
  submittedAt: ZInstant.nullable(),
  /** its identity is erased this many years after the test's end ... */
  identityYears: z.number().int(),
  /** ... which is this day (YYYYMMDD), or null while the class is still open */
  keptUntil: z.string().nullable(),
  /** the latest request to erase it early, if any */
  erasure: z.enum(erasureStates).nullable(),
});
export type THeldData = z.infer<typeof ZHeldData>;

export const getHeldData = defineOperation({
  tag: 'privacy',
  summary:
    "What is held about the pupil of a student report's key, for whoever gives the key with the pupil's name and birth date (limited as the report download is)",
  input: ZReportDownload,
  output: ZHeldData,
});

export const ERASURE_MESSAGE_MAX = 500;

export const askErasureByReportKey = defineOperation({
  tag: 'privacy',
  summary:
    "A pupil or parent with a report key asks the company to erase the pupil's data early: staff confirm it (the destruction job erases it and mails a receipt) or decline it with the reason, mailed",
  input: ZReportDownload.extend({
    /** where the receipt, or the reason it was declined, is mailed */
    email: zEmail,
    message: z.string().trim().max(ERASURE_MESSAGE_MAX, 'privacy:v.messageTooLong').default(''),
    confirm: z.literal(true, 'privacy:v.confirmRequired'),
  }),
  output: z.object({ message: z.literal('success') }),
});

/** A request for the pupil waits for staff or is being carried out: one is enough. */
export const ERASURE_ALREADY_ASKED = 'privacy:v.alreadyAsked';
