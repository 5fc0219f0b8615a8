import { ErrorCode } from '@putt/contract/errors';
import { fieldErrorsOf } from '@putt/contract/field-errors';
import type { z } from 'zod';
import { AppError } from './app-error.js';

/**
 * 200 (missing parameter) when every failing field is absent from the input, else 600 (invalid
 * data). `fields` maps each failing path to its message: an i18n key where the contract gives one.
 */
export function validationError(issues: readonly z.core.$ZodIssue[], input: unknown): AppError {
  const fields = fieldErrorsOf(issues);
  const allMissing = issues.every(
    (issue) => issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined,
  );
  return allMissing
    ? new AppError(ErrorCode.MISSING_PARAMETER, 'Missing parameter', fields)
    : new AppError(ErrorCode.INVALID_DATA, 'Invalid data', fields);
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
