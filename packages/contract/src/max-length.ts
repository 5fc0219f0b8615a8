import { z } from 'zod';

/** A text field of the contract: a string, or a string piped on to a format (an e-mail). */
type TextSchema = z.ZodString | z.ZodPipe<z.ZodString, z.ZodType>;

/** The most characters the contract takes in a text field, for its input's maxLength. */
export function maxLengthOf(schema: TextSchema): number | undefined {
  const text = schema instanceof z.ZodPipe ? schema.in : schema;
  return text.maxLength ?? undefined;
}
