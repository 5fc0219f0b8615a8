import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Switch.css';
import { Stack, Switch, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TStaffAccount,
  type TUpdateStaffInput,
  ZUpdateStaffInput,
} from '@putt/contract/admin/staff-accounts';
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

/** Name, role, completed course and lock of one account; one's own role and lock are fixed (the server refuses too). */
export function EditStaffDialog({
  account,
  isSelf,
  onClose,
}: {
  account: TStaffAccount;
  isSelf: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin_staff-accounts', 'admin']);
  const mutation = useAdminMutation('adminUpdateStaff', ['adminListStaff']);
  const { register, handleSubmit, formState, setError, control } = useForm<
    z.input<typeof ZUpdateStaffInput>,
    unknown,
    TUpdateStaffInput
  >({
    resolver: zodResolver(ZUpdateStaffInput),
    defaultValues: {
      staffId: account.staffId,
      name: account.name,
      role: account.role,
      expertCourse: account.expertCourse,
      locked: account.locked,
    },
  });
  const fieldError = useFieldError(formState.errors);
  const { run, failure } = useDialogSave(setError, 'admin_staff-accounts:failed');
  const onSubmit = handleSubmit((value) =>
    run(
      () => mutation.mutateAsync(value),
      () => {
        toast.success(t('update.done', { staffId: account.staffId }));
        onClose();
      },
    ),
  );

  return (
    <Dialog opened onClose={onClose} title={t('update.title', { staffId: account.staffId })}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          <FormFailure text={failure} />
          {isSelf && (
            <Text fz="sm" c="dimmed">
              {t('update.selfHint')}
            </Text>
          )}
          <TextInput label={t('name')} withAsterisk {...register('name')} error={fieldError('name')} />
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <RoleSelect value={field.value} onChange={field.onChange} disabled={isSelf} />
            )}
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
          <Switch
            label={t('update.locked')}
            description={t('update.lockedHint')}
            disabled={isSelf}
            {...register('locked')}
          />
          <DialogButtons submit={t('admin:save')} busy={mutation.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Dialog>
  );
}
