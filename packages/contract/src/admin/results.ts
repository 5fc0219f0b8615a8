import { z } from 'zod';
import { instrumentKeys } from '../instruments.js';
import { bandIds } from '../norms.js';
import { defineOperation } from '../operation.js';
import { projectStatuses } from '../orders.js';
import { qualityFlags, resultStatuses, ZQuality } from '../results.js';
import { adminPageOf, ZAdminListInput, ZInstant, ZOk } from './common.js';

/**
 * Staff review of results (issue 23): a result the quality checks held waits here until staff
 * release it (its report is made, even after the class closed) or ask for a retest (the examinee
 * enters again with the same code and takes the test anew); an administrator rescores a result
 * under its form's current norm, which keeps the earlier one as history.
 */
export const ZAdminResultRow = z.object({
  id: z.string(),
  status: z.enum(resultStatuses),
  flags: z.array(z.enum(qualityFlags)),
  examinee: z.object({ name: z.string(), num: z.number().int() }),
  project: z.object({
    SK: z.string(),
    name: z.string(),
    status: z.enum(projectStatuses),
    orderSK: z.string(),
    /** the organisation's name; null for an individual's order */
    organisation: z.string().nullable(),
  }),
  instrument: z.enum(instrumentKeys),
  form: z.string(),
  computedAt: ZInstant,
  /** the norm it was scored with; null when none covered the form (raw scores only) */
  norm: z.object({ label: z.string(), version: z.number().int(), current: z.boolean() }).nullable(),
  review: z.object({ at: ZInstant, by: z.string().nullable(), note: z.string().nullable() }).nullable(),
});
export type TAdminResultRow = z.infer<typeof ZAdminResultRow>;

export const ZAdminResultVersion = z.object({
  id: z.string(),
  status: z.enum(resultStatuses),
  computedAt: ZInstant,
  /** the staff login who rescored; null for the scoring at submit */
  computedBy: z.string().nullable(),
  norm: z.object({ label: z.string(), version: z.number().int() }).nullable(),
  engine: z.string(),
  supersededAt: ZInstant.nullable(),
  /** each area's T-score (raw when no norm applied), to compare versions */
  areas: z.array(
    z.object({
      id: z.string(),
      raw: z.number().nullable(),
      t: z.number().int().nullable(),
      band: z.enum(bandIds).nullable(),
    }),
  ),
});
export type TAdminResultVersion = z.infer<typeof ZAdminResultVersion>;

export const adminListResults = defineOperation({
  tag: 'staff',
  summary:
    'Current results, held ones first by default: search by examinee, class or order; filter by status',
  input: ZAdminListInput.extend({ status: z.enum(resultStatuses).optional() }),
  output: adminPageOf(ZAdminResultRow),
});

export const adminGetResult = defineOperation({
  tag: 'staff',
  summary: 'One result with what the quality checks measured and every version of it, newest first',
  input: z.object({ id: z.uuid() }),
  output: z.object({ result: ZAdminResultRow, quality: ZQuality, versions: z.array(ZAdminResultVersion) }),
});

export const REVIEW_NOTE_MAX = 500;
export const reviewDecisions = ['release', 'retest'] as const;

export const adminReviewResult = defineOperation({
  tag: 'staff',
  summary:
    'Decide on a held result: release it (its report is made; an individual is mailed the link) or ask for a retest (the code opens a new attempt; the customer is mailed); audited',
  input: z.object({
    id: z.uuid(),
    decision: z.enum(reviewDecisions),
    note: z
      .string()
      .trim()
      .min(1, 'admin_results:v.noteRequired')
      .max(REVIEW_NOTE_MAX, 'admin_results:v.noteTooLong'),
  }),
  output: ZOk,
});

export const adminRescoreResult = defineOperation({
  tag: 'staff',
  summary:
    'Score a result again with its form’s current norm: a new version replaces it, the earlier one stays as history, a released one gets a new report; audited',
  input: z.object({ id: z.uuid() }),
  output: z.object({ result: ZAdminResultRow }),
});

export const adminResultOperations = {
  adminListResults,
  adminGetResult,
  adminReviewResult,
  adminRescoreResult,
};
