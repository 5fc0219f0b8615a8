import { z } from 'zod';
import { ZInstant } from './admin/common.js';
import { defineOperation } from './operation.js';

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
