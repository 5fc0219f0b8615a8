import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { Stack } from '@mantine/core';
import { PasswordInput } from '../../../ui/password-input';
import { zodResolver } from '@hookform/resolvers/zod';
import { type TResetStaffPasswordInput, ZResetStaffPasswordInput } from '@putt/contract/admin/staff-accounts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog';
import { toast } from '../../../ui/toast';
import { useFieldError } from '../../../ui/use-field-error';
import { useAdminMutation } from '../api/admin-api';
import { DialogButtons } from '../ui/dialog-buttons';
import { FormFailure } from '../ui/form-failure';
import { useDialogSave } from '../ui/use-dialog-save';

/** An administrator types a new password for a staff member, who is then signed out everywhere. */
export function ResetPasswordDialog({ staffId, onClose }: { staffId: string; onClose: () => void }) {
  const { t } = useTranslation(['admin_staff-accounts', 'admin']);
  const mutation = useAdminMutation('adminResetStaffPassword', ['adminListStaff']);
  const { register, handleSubmit, formState, setError } = useForm<TResetStaffPasswordInput>({
    resolver: zodResolver(ZResetStaffPasswordInput),
    defaultValues: { staffId, password: '' },
  });
  const fieldError = useFieldError(formState.errors);
  const { run, failure } = useDialogSave(setError, 'admin_staff-accounts:failed');
  const onSubmit = handleSubmit((value) =>
    run(
      () => mutation.mutateAsync(value),
      () => {
        toast.success(t('reset.done', { staffId }));
        onClose();
      },
    ),
  );

  return (
    <Dialog opened onClose={onClose} title={t('reset.title', { staffId })}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          <FormFailure text={failure} />
          <PasswordInput
            label={t('reset.password')}
            description={t('reset.hint')}
            autoComplete="new-password"
            withAsterisk
            {...register('password')}
            error={fieldError('password')}
          />
          <DialogButtons submit={t('reset.submit')} busy={mutation.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Dialog>
  );
}
