import { ZSurveyEntry, type TSurveyCodeAnswer, type TSurveyEntry } from '@putt/contract/survey-entry';
import { z } from 'zod';
import { contractResolver } from '../../../ui/form/contract-resolver';

/** The details step as the examinee fills it: text fields as typed. */
export type EntryValues = {
  num: string;
  name: string;
  gender: '' | 'm' | 'f';
  dob: string;
  email: string;
  privacy: boolean;
  /** a registered student's confirmation that the listed student is them */
  confirmSelf: boolean;
};

/** spec-2 §9: class and number are shown with two digits. */
export const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The form's first values: the number of the code's place (or the listed student's). */
export function entryDefaults(answer: TSurveyCodeAnswer): EntryValues {
  return {
    num: twoDigits(answer.num),
    name: answer.student?.name ?? '',
    gender: answer.student?.gender ?? '',
    dob: '',
    email: '',
    privacy: false,
    confirmSelf: false,
  };
}

type Entry = { SK: string; authCode: string; answer: TSurveyCodeAnswer };

/** The values as enterSurvey takes them. */
export function toEntryInput(values: EntryValues, { SK, authCode, answer }: Entry): TSurveyEntry {
  return {
    SK,
    authCode,
    resume: answer.used,
    num: /^\d+$/.test(values.num.trim()) ? Number(values.num) : Number.NaN,
    name: values.name,
    gender: (values.gender || undefined) as TSurveyEntry['gender'],
    dob: values.dob.trim(),
    email: values.email,
    privacy: values.privacy as true,
  };
}

const withConfirm = ZSurveyEntry.extend({
  confirmSelf: z.literal(true, { error: 'survey:v.confirmSelf' }),
});

/**
 * The contract's checks of the entry, and for a registered student that they confirmed the listed
 * name (the server matches the name and birth date; the box is the examinee's own yes).
 */
export function entryResolver(entry: Entry) {
  const registered = entry.answer.student !== null;
  return contractResolver<EntryValues, unknown>(registered ? withConfirm : ZSurveyEntry, {
    toInput: (values) => ({
      ...toEntryInput(values, entry),
      ...(registered ? { confirmSelf: values.confirmSelf } : {}),
    }),
  });
}

/** Whether a check failed for a field left empty: the spec's message for that is one toast. */
export function missingRequired(values: EntryValues, registered: boolean): boolean {
  const required = registered
    ? [values.dob, values.email]
    : [values.num, values.name, values.gender, values.dob, values.email];
  return (
    required.some((value) => value.trim() === '') || !values.privacy || (registered && !values.confirmSelf)
  );
}
