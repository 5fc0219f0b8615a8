import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/error-message';
import { toast } from '../../../ui/toast';
import { showServerFieldErrors } from '../catalogue/server-field-errors';

/**
 * Runs a staff-account save from a dialog: a toast on success; on failure the dialog keeps what
 * was typed, the fields show their errors and `failure` says why (id taken, own account, last admin).
 */
export function useStaffSave<T extends FieldValues>(setError: UseFormSetError<T>) {
  const { t } = useTranslation(['admin_staff-accounts', 'admin']);
  const [failure, setFailure] = useState<string>();
  const run = async (save: () => Promise<unknown>, doneText: string, onDone: () => void) => {
    setFailure(undefined);
    try {
      await save();
      toast.success(doneText);
      onDone();
    } catch (error) {
      showServerFieldErrors(error, setError);
      setFailure(failureText(error, t, 'admin_staff-accounts:failed'));
    }
  };
  return { run, failure };
}
