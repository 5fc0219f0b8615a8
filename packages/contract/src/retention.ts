import { z } from 'zod';
import { defineOperation } from './operation.js';

/**
 * How long personal data is kept (decision 041). The two periods an administrator may move, each
 * within its legal bounds; the others are fixed by law and shown beside them.
 */
export const RETENTION_BOUNDS = {
  /** an examinee's identity, reports, answers and counselling: years after the class closes or the test ends */
  identityYears: { min: 1, max: 5, default: 3 },
  /** a member account without a sign-in: years before it is erased */
  inactiveAccountYears: { min: 1, max: 3, default: 1 },
} as const;

/** Periods the law fixes (전자상거래법 시행령 §6, 안전성 확보조치 기준 §8): shown, never edited. */
export const FIXED_RETENTION = {
  /** the buyer's data in an order and its payment, from the order's end */
  orderYears: 5,
  /** inquiries and their answers, from the answer */
  inquiryYears: 3,
  /** the audit log: at least this long; no rule here shortens it */
  auditLogMinYears: 2,
  /** an inactive account's owner is warned by e-mail this many days before it is erased */
  inactivityWarningDays: 30,
} as const;

export type RetentionRule = keyof typeof RETENTION_BOUNDS;

const years = (rule: RetentionRule) =>
  z
    .number(`admin_settings:v.retentionYears`)
    .int(`admin_settings:v.retentionYears`)
    .min(RETENTION_BOUNDS[rule].min, `admin_settings:v.retentionYears`)
    .max(RETENTION_BOUNDS[rule].max, `admin_settings:v.retentionYears`);

/** The rules an administrator edits (adminUpdateSettings, section `retention`; audited as history). */
export const ZRetentionRules = z.object({
  identityYears: years('identityYears'),
  inactiveAccountYears: years('inactiveAccountYears'),
});
export type TRetentionRules = z.infer<typeof ZRetentionRules>;

export const RETENTION_DEFAULTS: TRetentionRules = {
  identityYears: RETENTION_BOUNDS.identityYears.default,
  inactiveAccountYears: RETENTION_BOUNDS.inactiveAccountYears.default,
};

export const ZRetentionPolicy = ZRetentionRules.extend({
  orderYears: z.number().int(),
  inquiryYears: z.number().int(),
  auditLogMinYears: z.number().int(),
  inactivityWarningDays: z.number().int(),
});
export type TRetentionPolicy = z.infer<typeof ZRetentionPolicy>;

export const getRetentionRules = defineOperation({
  tag: 'site',
  summary:
    'The retention periods in force (the privacy policy shows them): the rules an administrator sets and those the law fixes',
  input: z.object({}).strict(),
  output: ZRetentionPolicy,
});
