import { ApiError } from '@putt/contract/client';
import type { TUpdateSettingsInput } from '@putt/contract/admin/settings';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/error-message';
import { toast } from '../../../ui/toast';
import { useAdminMutation } from '../api/admin-api';

/**
 * Saves one section of the settings. The server names a refused field after its input
 * (`value.phone`, `value.2.url`); `root` is where the form keeps that value (`partners` for the
 * list, none for the sections whose form is the value itself). The form keeps what was typed.
 */
export function useSaveSettings<T extends FieldValues>(setError: UseFormSetError<T>, root?: string) {
  const { t } = useTranslation(['admin_settings', 'admin']);
  // getSiteInfo too: the public pages in this browser show the new values at once; and the demo
  // checklist, which a real value leaves; the retention periods' public page and history
  const mutation = useAdminMutation('adminUpdateSettings', [
    'adminGetSettings',
    'getSiteInfo',
    'adminListDemoSettings',
    'getRetentionRules',
    'adminListRetentionHistory',
  ]);

  const save = async (input: TUpdateSettingsInput, savedText: string): Promise<boolean> => {
    try {
      await mutation.mutateAsync(input);
      toast.success(savedText);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [key, message] of Object.entries(error.fields)) {
          const name = key === 'value' ? root : key.replace(/^value\./, root ? `${root}.` : '');
          if (name) setError(name as Path<T>, { type: 'server', message });
        }
      }
      toast.error(failureText(error, t, 'admin_settings:saveFailed'));
      return false;
    }
  };
  // an error may be out of sight in a long list: say so, the fields show which
  const invalid = () => toast.error(t('admin_settings:checkFields'));
  return { save, invalid, saving: mutation.isPending };
}
