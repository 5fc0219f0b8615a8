import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/error-message';
import { toast } from '../../../ui/toast';
import { showServerFieldErrors } from './server-field-errors';

/**
 * Runs a catalogue save from an edit dialog: a toast says whether anything changed; on failure the
 * dialog stays open with what was typed, the fields show their errors and `failure` says why (a
 * save over someone else's change asks to reopen the row).
 */
export function useCatalogueSave<T extends FieldValues>(setError: UseFormSetError<T>) {
  const { t } = useTranslation(['admin_catalogue', 'admin']);
  const [failure, setFailure] = useState<string>();

  const run = async (save: () => Promise<{ changes: number }>, onDone: () => void) => {
    setFailure(undefined);
    try {
      const { changes } = await save();
      if (changes > 0) toast.success(t('form.saved'));
      else toast.info(t('form.unchanged'));
      onDone();
    } catch (error) {
      showServerFieldErrors(error, setError);
      const stale = error instanceof ApiError && error.code === ErrorCode.INVALID_STATE;
      setFailure(stale ? t('form.stale') : failureText(error, t, 'admin_catalogue:form.failed'));
    }
  };
  return { run, failure };
}
