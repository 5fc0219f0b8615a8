import { ApiError } from '@putt/contract/client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's field messages (contract keys) next to the fields of the form that sent them
 * and focuses the first, as the form's own check does. `nameOf` maps the server's input name to
 * the form's (`value.phone` → `phone`), or to nothing for a name the form has no field for.
 *
 * Answers whether a field now says why: the caller then says nothing more (no toast or notice
 * repeating it; at most the form's general "check the fields"), since a message is said once,
 * beside its field.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  nameOf: (name: string) => string | undefined = (name) => name,
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let shown = false;
  for (const [serverName, message] of Object.entries(error.fields)) {
    const name = nameOf(serverName);
    if (!name) continue;
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
