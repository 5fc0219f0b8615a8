import { z } from 'zod';

/**
 * The seed's way of running a test, kept per product (issue 22, decision 020): the examinee still
 * enters on /Survey/{key} with their code, and is then sent to a form on an outside service, with
 * their details filled in when the product names one entry id per field below (spec-2 §7: "answers
 * prefilled when the entry id count matches").
 */

/** The details sent to the outside form, in the order staff list the form's entry ids. */
export const EXTERNAL_FORM_FIELDS = [
  'authCode',
  'name',
  'gender',
  'dob',
  'email',
  'org_name',
  'grade',
  'class',
  'major',
  'num',
] as const;
export type ExternalFormField = (typeof EXTERNAL_FORM_FIELDS)[number];

/** The longest form address staff may save: outside forms' addresses are well under it. */
export const EXTERNAL_FORM_URI_MAX = 500;

const v = (name: string) => `admin_catalogue:v.${name}`;

/** The form's address: https only, so the examinee's details never travel in clear text; '' or null for none. */
export const ZExternalFormUri = z
  .string()
  .trim()
  .max(EXTERNAL_FORM_URI_MAX, v('formUriInvalid'))
  .refine((uri) => uri === '' || isHttpsUrl(uri), v('formUriInvalid'))
  .nullable()
  .transform((uri) => uri ?? '');

function isHttpsUrl(uri: string): boolean {
  try {
    const url = new URL(uri);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** An entry id as the outside form names it in a prefilled link: `entry.` and digits. */
const ENTRY_ID = /^entry\.\d{1,15}$/;
const ENTRY_IDS_TEXT_MAX = EXTERNAL_FORM_FIELDS.length * 24;

/**
 * The entry ids as staff paste them (one per line, or separated by commas or spaces; a bare number
 * gets its `entry.`), or as the list the product holds: none, or exactly one per field of
 * EXTERNAL_FORM_FIELDS, each well formed.
 */
export const ZExternalEntryIds = z
  .union([z.string(), z.array(z.string())])
  .transform((ids) => (Array.isArray(ids) ? ids.join(' ') : ids))
  .refine((text) => text.length <= ENTRY_IDS_TEXT_MAX, v('entryIdsCount'))
  .transform(parseEntryIds)
  .refine((ids) => ids.every((id) => ENTRY_ID.test(id)), v('entryIdsInvalid'))
  .refine((ids) => ids.length === 0 || ids.length === EXTERNAL_FORM_FIELDS.length, v('entryIdsCount'));

export function parseEntryIds(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((id) => (/^\d+$/.test(id) ? `entry.${id}` : id));
}

export type ExternalFormValues = Record<ExternalFormField, string>;

/**
 * Where the examinee goes after entering: the form's address, with every detail as its entry when
 * the ids match the fields one to one; otherwise the bare form, which asks for them itself.
 */
export function externalFormUrl(
  uri: string,
  entryIds: readonly string[],
  values: ExternalFormValues,
): string {
  const url = new URL(uri);
  if (entryIds.length === EXTERNAL_FORM_FIELDS.length) {
    EXTERNAL_FORM_FIELDS.forEach((field, index) => url.searchParams.set(entryIds[index]!, values[field]));
  }
  return url.toString();
}
