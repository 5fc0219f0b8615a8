import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import { useDialogSave } from '../ui/use-dialog-save';

/**
 * Runs a catalogue save from an edit dialog: a toast says whether anything changed; a save over
 * someone else's change asks to reopen the row.
 */
export function useCatalogueSave<T extends FieldValues>(setError: UseFormSetError<T>) {
  const { t } = useTranslation('admin_catalogue');
  const { run, failure } = useDialogSave(setError, 'admin_catalogue:form.failed', (error) =>
    error instanceof ApiError && error.code === ErrorCode.INVALID_STATE ? t('form.stale') : undefined,
  );
  const save = (request: () => Promise<{ changes: number }>, onDone: () => void) =>
    run(request, ({ changes }) => {
      if (changes > 0) toast.success(t('form.saved'));
      else toast.info(t('form.unchanged'));
      onDone();
    });
  return { run: save, failure };
}
