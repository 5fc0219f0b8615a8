import { z } from 'zod';
import { defineOperation } from './operation.js';

/**
 * The examinee's side of a test (issue 22): the entry page /Survey/{key} (spec-2 §2 screen 9) reads
 * the test's facts before the examinee types anything. The seed's survey info (spec-2 §3) mixed the
 * examinee into it; ours is the test's, the examinee's come with the entry.
 */
export const surveyStates = ['before', 'open', 'closed'] as const;
export type SurveyState = (typeof surveyStates)[number];

/** A project's status as the entry page reads it: not yet started, open to examinees, or over. */
export function surveyStateOf(projectStatus: string): SurveyState {
  if (projectStatus === 'ing') return 'open';
  if (projectStatus === 'ready' || projectStatus === 'pending') return 'before';
  return 'closed';
}

export const ZSurveyInfo = z.object({
  /** the organisation, or '' for an individual's test */
  org_name: z.string(),
  /** the instrument (product type) */
  type: z.string(),
  test_name: z.string(),
  class_name: z.string(),
  grade: z.number().nullable(),
  class: z.number().nullable(),
  major: z.string().nullable(),
  start_target_date: z.string(),
  end_target_date: z.string().nullable(),
  state: z.enum(surveyStates),
  /** the class registered its students: an examinee confirms the name matched to the code */
  registered: z.boolean(),
  /** the organisation recorded the guardians' consent: examinees under 14 may enter */
  guardian_consent: z.boolean(),
  /** the test runs on an outside form: after entering, the examinee is sent there (decision 020) */
  external: z.boolean(),
  /**
   * the e-mail typed at entry receives the link to the examinee's own report (decision 028): an
   * individual's test always; a school's when it chose so at class registration. The form words
   * the e-mail field by it.
   */
  report_mail: z.boolean(),
});
export type TSurveyInfo = z.infer<typeof ZSurveyInfo>;

export const getSurveyInfo = defineOperation({
  tag: 'survey',
  summary:
    'The test behind a survey link: organisation, test, class, period and whether it admits examinees now',
  input: z.object({ SK: z.string().trim().min(1).max(64) }),
  output: z.object({ Item: ZSurveyInfo }),
});

/** spec-2 §9: the entry form's birth date starts on 1 January this many years back, by test. */
const BIRTH_YEAR_OFFSETS: Record<string, number> = {
  putt_e: 7,
  tocc_e: 7,
  putt_m: 13,
  tocc_h: 13,
  putt_h: 16,
  putt_u: 19,
  tec: 19,
};

/** The birth date the entry form starts with (yyyymmdd), from the test's type and today's year. */
export function defaultBirthDate(type: string, today: string): string {
  const offset = BIRTH_YEAR_OFFSETS[type] ?? BIRTH_YEAR_OFFSETS.putt_u!;
  return `${Number(today.slice(0, 4)) - offset}0101`;
}
