import type { z } from 'zod';

/**
 * One person's name however it was spaced or composed (홍 길동 is 홍길동; a name typed on a phone
 * may arrive decomposed): how an examinee's entry and a report download match the name a school
 * registered.
 */
export const sameName = (a: string, b: string) =>
  a.normalize('NFC').replace(/\s+/g, '') === b.normalize('NFC').replace(/\s+/g, '');

// Control characters (line breaks, tabs, NUL…), the line and paragraph separators, and the
// bidirectional marks, embeddings, overrides and isolates: none is part of anyone's name, and the
// last make a name read otherwise than it is (`=2+5\u202Efdp.exe` shows as `=2+5exe.pdf`) in a list,
// a report's file name or a download's.
const NOT_IN_A_NAME = /[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const NOT_IN_A_NAME_ALL = new RegExp(NOT_IN_A_NAME.source, 'gu');

/** Whether a typed name holds only characters a name is written with (issue 43). */
export const isNameText = (text: string): boolean => !NOT_IN_A_NAME.test(text);

/** The message of a name that holds a character no name has (the validation namespace's). */
export const NAME_CHARACTERS = 'v.nameCharacters';

/**
 * The one rule for a name a person types, on every way in (a test's entry, a report download, an
 * order, an inquiry, a registration, a staff form): added to the field's own schema.
 */
export const personName = <S extends z.ZodType<string>>(schema: S) =>
  schema.refine(isNameText, NAME_CHARACTERS);

/** A name with what no name holds taken out (or shown as `by`): for text from before the rule. */
export const withoutNameMarks = (text: string, by = ''): string => text.replace(NOT_IN_A_NAME_ALL, by);
