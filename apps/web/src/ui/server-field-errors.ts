import { ApiError } from '@putt/contract/client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Puts the server's field messages (contract keys) next to the fields of the form that sent them. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const [name, message] of Object.entries(error.fields)) {
    setError(name as Path<T>, { type: 'server', message });
  }
}
