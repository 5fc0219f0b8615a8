import type { z } from 'zod';
import type { FieldErrors } from './errors.js';

/**
 * Each failing field's first message by its dot-joined path ('_' for the input as a whole): the
 * same map whether the server answers it or a form shows it beside its fields.
 */
export function fieldErrorsOf(issues: readonly Pick<z.core.$ZodIssue, 'path' | 'message'>[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}
