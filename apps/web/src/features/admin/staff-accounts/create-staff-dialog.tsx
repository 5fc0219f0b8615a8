import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { Stack, TextInput } from '@mantine/core';
import { PasswordInput } from '../../../ui/password-input';
import { zodResolver } from '@hookform/resolvers/zod';
import { type TCreateStaffInput, ZCreateStaffInput } from '@putt/contract/admin/staff-accounts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Dialog } from '../../../ui/dialog';
import { toast } from '../../../ui/toast';
import { useFieldError } from '../../../ui/use-field-error';
import { useAdminMutation } from '../api/admin-api';
import { DialogButtons } from '../ui/dialog-buttons';
import { FormFailure } from '../ui/form-failure';
import { ExpertCourseSelect } from './expert-course-select';
import { RoleSelect } from './role-select';
import { useDialogSave } from '../ui/use-dialog-save';

export function CreateStaffDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['admin_staff-accounts', 'admin']);
  const mutation = useAdminMutation('adminCreateStaff', ['adminListStaff']);
  const { register, handleSubmit, formState, setError, control } = useForm<
    z.input<typeof ZCreateStaffInput>,
    unknown,
    TCreateStaffInput
  >({
    resolver: zodResolver(ZCreateStaffInput),
    defaultValues: { staffId: '', name: '', role: 'operator', expertCourse: null, password: '' },
  });
  const fieldError = useFieldError(formState.errors);
  const { run, failure } = useDialogSave(setError, 'admin_staff-accounts:failed');
  const onSubmit = handleSubmit((value) =>
    run(
      () => mutation.mutateAsync(value),
      () => {
        toast.success(t('create.done', { staffId: value.staffId }));
        onClose();
      },
    ),
  );

  return (
    <Dialog opened onClose={onClose} title={t('create.title')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          <FormFailure text={failure} />
          <TextInput
            label={t('staffId')}
            description={t('create.staffIdHint')}
            autoComplete="off"
            autoCapitalize="none"
            withAsterisk
            {...register('staffId')}
            error={fieldError('staffId')}
          />
          <TextInput label={t('name')} withAsterisk {...register('name')} error={fieldError('name')} />
          <Controller
            control={control}
            name="role"
            render={({ field }) => <RoleSelect value={field.value} onChange={field.onChange} />}
          />
          <Controller
            control={control}
            name="expertCourse"
            render={({ field }) => (
              <ExpertCourseSelect
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                error={fieldError('expertCourse')}
              />
            )}
          />
          <PasswordInput
            label={t('create.password')}
            description={t('create.passwordHint')}
            autoComplete="new-password"
            withAsterisk
            {...register('password')}
            error={fieldError('password')}
          />
          <DialogButtons submit={t('create.submit')} busy={mutation.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Dialog>
  );
}
