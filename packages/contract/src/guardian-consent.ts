import { z } from 'zod';
import { addDays, isValidYmd, seoulToday } from './dates.js';
import { defineOperation } from './operation.js';

/**
 * PIPA art. 22-2: a child under 14 takes part only with a legal guardian's consent. A school
 * collects it on paper; the organisation records here that it did (who collected it, when, and
 * its statement), and the test entry admits an examinee under 14 only into a class with this record
 * (issue 21, decision 017). Messages are keys of the `org-orders` namespace.
 */
export const GUARDIAN_CONSENT_AGE = 14;
/** A consent collected more than a year before is not taken as the consent of this test. */
export const GUARDIAN_CONSENT_DAYS_BACK = 365;

const v = (name: string) => `org-orders:v.${name}`;

export const ZGuardianConsentInput = z.object({
  /** the class (project) */
  SK: z.string().trim().min(1).max(64),
  /** who collected the consents, e.g. the homeroom teacher */
  collected_by: z.string().trim().min(1, v('consentBy')).max(50, 'v.tooLong'),
  /** yyyymmdd: when they were collected (the last of them) */
  collected_on: z.string().refine((ymd) => {
    const today = seoulToday();
    return isValidYmd(ymd) && ymd <= today && ymd >= addDays(today, -GUARDIAN_CONSENT_DAYS_BACK);
  }, v('consentOn')),
  /** the organisation's statement that every under-14 student's guardian consented */
  statement: z.literal(true, { error: v('consentStatement') }),
});
export type TGuardianConsentInput = z.infer<typeof ZGuardianConsentInput>;

export const ZGuardianConsent = z.object({
  collected_by: z.string(),
  collected_on: z.string(),
  /** epoch ms */
  recorded_at: z.number(),
});

export const recordGuardianConsent = defineOperation({
  tag: 'org-orders',
  summary:
    "Record that the guardians of a class's students under 14 consented (who collected it, when, the organisation's statement); required before such students enter the test",
  input: ZGuardianConsentInput,
  output: z.object({ message: z.literal('success') }),
});
