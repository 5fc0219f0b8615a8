import { toNestErrors } from '@hookform/resolvers';
import type { FieldErrors as ContractFieldErrors } from '@putt/contract/errors';
import { fieldErrorsOf } from '@putt/contract/field-errors';
import type { FieldError, FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Contract path → the form's path, for a value the form holds in another shape than the contract
 * (a phone in three parts): its message then belongs to the form field that holds it, which
 * react-hook-form re-checks as that field changes.
 */
export type FormPaths<T extends FieldValues> = Readonly<Record<string, Path<T>>>;

type Options<T extends FieldValues> = {
  /** the contract's input the form's values make, when they are not that input as they are */
  toInput?: (values: T) => unknown;
  formPaths?: FormPaths<T>;
};

/**
 * A form's checks by a schema of the contract, the one the server runs: the parsed input for the
 * submit handler, or each failing field's first message (an i18n key) where the form shows it.
 */
export function contractResolver<T extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
  { toInput = (values) => values, formPaths = {} }: Options<T> = {},
): Resolver<T, unknown, TOutput> {
  return (values, _context, options) => {
    const parsed = schema.safeParse(toInput(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [path, message] of Object.entries(fieldErrorsOf(parsed.error.issues))) {
      errors[formPaths[path] ?? path] ??= { type: 'contract', message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/**
 * A form's errors as the contract names them (dot-joined contract path → message), for the
 * contract's rules over a whole form's failures, such as which one the spec reports first.
 */
export function contractErrorsOf(
  errors: FieldErrors,
  formPaths: Readonly<Record<string, string>> = {},
): ContractFieldErrors {
  const contractPathOf = new Map<string, string>(
    Object.entries(formPaths).map(([contract, form]) => [form, contract]),
  );
  const fields: ContractFieldErrors = {};
  const visit = (node: object, path: string) => {
    if ('message' in node && typeof node.message === 'string') {
      fields[contractPathOf.get(path) ?? path] = node.message;
    }
    // an object field's error may also hold its parts' errors; its element (`ref`) is no part
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'ref' && child !== null && typeof child === 'object')
        visit(child, path ? `${path}.${key}` : key);
    }
  };
  visit(errors, '');
  return fields;
}
