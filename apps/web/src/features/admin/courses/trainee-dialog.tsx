import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import {
  type TAddTraineeInput,
  type TAdminCohortDetail,
  ZAddTraineeInput,
} from '@putt/contract/admin/expert-courses';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../../../api/error-message';
import { Dialog } from '../../../ui/dialog';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toast';
import { useFieldError } from '../../../ui/use-field-error';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { DialogButtons } from '../ui/dialog-buttons';
import { FormFailure } from '../ui/form-failure';
import { useDialogSave } from '../ui/use-dialog-save';

/** The form holds every field as text, the order as '' until one is chosen. */
type TraineeForm = Required<TAddTraineeInput>;
type TraineeInput = z.output<typeof ZAddTraineeInput>;

const NAME_MAX = 20;
const EMAIL_MAX = 100;
const PHONE_MAX = 13;

/**
 * Seats an organisation's trainee (decision 024): one of the seats an approved organisation order
 * bought for the cohort's course (an order whose seats are all used cannot be chosen), the
 * trainee's name, e-mail and phone. The order pays, so the seat is confirmed at once; the trainee
 * has no account and gets the certificate by e-mail. A refusal (the order's seats used meanwhile,
 * the e-mail already seated, the cohort full) shows on its field and in the alert, nothing typed lost.
 */
export function TraineeDialog({ cohort, onClose }: { cohort: TAdminCohortDetail; onClose: () => void }) {
  const { t } = useTranslation(['admin_courses', 'admin']);
  const orders = useAdminQuery('adminListExpertOrders', { cohortId: cohort.id });
  const mutation = useAdminMutation('adminAddTrainee', [
    'adminGetCohort',
    'adminListCohorts',
    'adminListExpertOrders',
  ]);
  const { register, handleSubmit, formState, setError, control } = useForm<
    TraineeForm,
    unknown,
    TraineeInput
  >({
    resolver: contractResolver(ZAddTraineeInput),
    defaultValues: { cohortId: cohort.id, orderSK: '', name: '', email: '', phone: '' },
  });
  const fieldError = useFieldError(formState.errors);
  const { run, failure } = useDialogSave(setError, 'admin_courses:failed');
  const onSubmit = handleSubmit((value) =>
    run(
      () => mutation.mutateAsync(value),
      () => {
        toast.success(t('trainee.added', { name: value.name }));
        onClose();
      },
    ),
  );

  const items = orders.data?.items ?? [];
  let body;
  if (orders.isPending) body = <LoadingState />;
  else if (orders.isError && !orders.data)
    body = (
      <ErrorState
        message={errorMessage(orders.error, t, 'admin_courses:trainee.ordersFailed')}
        onRetry={() => void orders.refetch()}
      />
    );
  else if (items.length === 0)
    body = (
      <Stack gap="sm">
        <Text c="dimmed">{t('trainee.noOrders')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('admin:close')}
          </Button>
        </Group>
      </Stack>
    );
  else
    body = (
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          <FormFailure text={failure} />
          <Text fz="sm">{t('trainee.intro')}</Text>
          <Controller
            control={control}
            name="orderSK"
            render={({ field }) => (
              <NativeSelect
                ref={field.ref}
                label={t('trainee.order')}
                description={t('trainee.orderHint')}
                withAsterisk
                data={[
                  { value: '', label: t('cohort.choose') },
                  ...items.map((order) => ({
                    value: order.orderSK,
                    label: t('trainee.orderOption', order),
                    // every seat it bought is taken: the server would refuse it
                    disabled: order.used >= order.quantity,
                  })),
                ]}
                value={field.value}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
                error={fieldError('orderSK')}
              />
            )}
          />
          <TextInput
            label={t('trainee.name')}
            withAsterisk
            maxLength={NAME_MAX}
            autoComplete="off"
            {...register('name')}
            error={fieldError('name')}
          />
          <TextInput
            type="email"
            label={t('trainee.email')}
            description={t('trainee.emailHint')}
            withAsterisk
            maxLength={EMAIL_MAX}
            autoComplete="off"
            {...register('email')}
            error={fieldError('email')}
          />
          <TextInput
            type="tel"
            label={t('trainee.phone')}
            description={t('trainee.phoneHint')}
            maxLength={PHONE_MAX}
            autoComplete="off"
            {...register('phone')}
            error={fieldError('phone')}
          />
          <DialogButtons submit={t('trainee.submit')} busy={mutation.isPending} onCancel={onClose} />
        </Stack>
      </form>
    );

  return (
    <Dialog opened onClose={onClose} title={t('trainee.title', { name: cohort.name })}>
      {body}
    </Dialog>
  );
}
