import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/error-message';
import { showServerFieldErrors } from '../../../ui/server-field-errors';

/**
 * Runs a save from a back-office form: on failure the form keeps what was typed, the fields show
 * the server's errors and `failure` says why, in the words of `failedKey` when the server gave none.
 * `explain` may word a refusal itself (a save over someone else's change).
 */
export function useDialogSave<T extends FieldValues>(
  setError: UseFormSetError<T>,
  failedKey: string,
  explain?: (error: unknown) => string | undefined,
) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string>();
  const run = async <R>(save: () => Promise<R>, onSaved: (result: R) => void) => {
    setFailure(undefined);
    try {
      onSaved(await save());
    } catch (error) {
      showServerFieldErrors(error, setError);
      setFailure(explain?.(error) ?? failureText(error, t, failedKey));
    }
  };
  return { run, failure };
}
