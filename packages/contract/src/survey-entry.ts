import { z } from 'zod';
import { isValidYmd, seoulToday } from './dates.js';
import { ErrorCode } from './errors.js';
import { normaliseAuthCode } from './entry-codes.js';
import { GUARDIAN_CONSENT_AGE } from './guardian-consent.js';
import { defineOperation } from './operation.js';
import { genders } from './orders.js';
import { personName } from './names.js';

/**
 * The examinee's way into a test (issue 22, decision 019): the code from their slip, then who they
 * are. spec-2 §5: code, number, name, gender and birth date required, e-mail required and valid;
 * §9: the code upper-cased, the birth date 8 digits. Messages are keys of the web's `survey`
 * namespace (shown beside the field, or for 5 s when the server refuses).
 */
const v = (name: string) => `survey:v.${name}`;

const ZKey = z.string().trim().min(1).max(64);

/** The code as typed, normalised as the server stores codes (spec-2 §9 upper-cases it). */
const ZAuthCode = z
  .string({ error: v('codeRequired') })
  .transform(normaliseAuthCode)
  .pipe(z.string().min(1, v('codeRequired')).max(20, v('codeUnknown')));

export const ZSurveyCodeInput = z.object({
  SK: ZKey,
  authCode: ZAuthCode,
  /** the examinee saw the warning that the code was used already and continues (spec-2 §8) */
  resume: z.boolean().default(false),
});

/** What a code opens: its place number, whether it was used, and the student a class list named. */
export const ZSurveyCodeAnswer = z.object({
  num: z.number().int(),
  used: z.boolean(),
  /** the registered student of this code: the examinee only confirms it is them */
  student: z.object({ name: z.string(), gender: z.enum(genders) }).nullable(),
});
export type TSurveyCodeAnswer = z.infer<typeof ZSurveyCodeAnswer>;

/**
 * Wrong names or birth dates typed with one code, from every address together, before the code's
 * entry is held until its school (or the family who ordered it) releases it (decision 019): ten
 * guesses at a birth date, whoever guesses from wherever, instead of a year's 366.
 */
export const CODE_HOLD = 10;

/** A code already used: the entry warns and lets the examinee continue their test (spec-2 §7). */
export const CODE_USED = ErrorCode.ID_EXISTS;

export const checkSurveyInfo = defineOperation({
  tag: 'survey',
  summary:
    'Check an authentication code of a test: refused with code 110 when it was used already, unless the examinee continues',
  input: ZSurveyCodeInput,
  output: z.object({ Item: ZSurveyCodeAnswer }),
});

/** Whole years of age on `today` (both yyyymmdd): a birthday counts from its day. */
export function ageOn(dob: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(dob.slice(0, 4));
  return today.slice(4) >= dob.slice(4) ? years : years - 1;
}

/** Under 14 on `today`: PIPA's age for a guardian's consent. */
export const needsGuardianConsent = (dob: string, today = seoulToday()) =>
  ageOn(dob, today) < GUARDIAN_CONSENT_AGE;

/** An examinee is at least 5 and at most 100 years old: any other birth date is a typing slip. */
const EXAMINEE_AGES = { min: 5, max: 100 };

const ZDob = z
  .string({ error: v('dobRequired') })
  .trim()
  .min(1, v('dobRequired'))
  .refine((dob) => /^\d{8}$/.test(dob), v('dobDigits'))
  .refine((dob) => {
    if (!isValidYmd(dob)) return false;
    const age = ageOn(dob, seoulToday());
    return age >= EXAMINEE_AGES.min && age <= EXAMINEE_AGES.max;
  }, v('dobInvalid'));

export const ZSurveyEntry = ZSurveyCodeInput.extend({
  num: z
    .number({ error: v('numRequired') })
    .int(v('numRequired'))
    .min(1, v('numRequired'))
    .max(999, v('numRequired')),
  name: personName(
    z
      .string({ error: v('nameRequired') })
      .trim()
      .min(1, v('nameRequired'))
      .max(20, 'v.tooLong'),
  ),
  gender: z.enum(genders, { error: v('genderRequired') }),
  dob: ZDob,
  email: z
    .string({ error: v('emailRequired') })
    .trim()
    .min(1, v('emailRequired'))
    .max(100, 'v.tooLong')
    .pipe(z.email('v.emailInvalid')),
  /** the notice of what is collected and why was shown, and the examinee agreed (PIPA art. 15) */
  privacy: z.literal(true, { error: v('privacyRequired') }),
});
export type TSurveyEntry = z.input<typeof ZSurveyEntry>;

export const ZSurveyEntryAnswer = z.object({
  resumed: z.boolean(),
  /** a test run on an outside form (decision 020): where to send the examinee, details filled in */
  external_url: z.string().nullable(),
});
export type TSurveyEntryAnswer = z.infer<typeof ZSurveyEntryAnswer>;

export const enterSurvey = defineOperation({
  tag: 'survey',
  summary:
    'Enter a test with a code and who one is: starts the attempt, or resumes it when the same examinee used the code before; signs this browser in to it, or answers the outside form to go to',
  input: ZSurveyEntry,
  output: ZSurveyEntryAnswer,
});
