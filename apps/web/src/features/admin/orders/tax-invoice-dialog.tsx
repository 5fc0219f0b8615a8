import '@mantine/core/styles/Input.css';
import { Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZTaxInvoice } from '@putt/contract/admin/orders';
import { seoulToday } from '@putt/contract/dates';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Dialog } from '../../../ui/dialog';
import { useFieldError } from '../../../ui/use-field-error';
import { DialogButtons } from '../ui/dialog-buttons';
import { FormFailure } from '../ui/form-failure';
import { useDialogSave } from '../ui/use-dialog-save';
import { YmdDateInput } from '../../../ui/form/ymd-date-input';

type Form = z.input<typeof ZTaxInvoice>;

/** The tax invoice staff issued for an organisation's order: its number and date (a later entry corrects it). */
export function TaxInvoiceDialog({
  opened,
  SK,
  current,
  onClose,
  onSave,
}: {
  opened: boolean;
  SK: string;
  current: { number: string; date: string } | null;
  onClose: () => void;
  onSave: (input: z.output<typeof ZTaxInvoice>) => Promise<unknown>;
}) {
  const { t } = useTranslation(['admin_orders', 'admin']);
  const { register, handleSubmit, control, formState, setError } = useForm<Form>({
    resolver: zodResolver(ZTaxInvoice),
    defaultValues: { SK, number: current?.number ?? '', issuedOn: current?.date ?? seoulToday() },
  });
  const fieldError = useFieldError(formState.errors);
  const { run, failure } = useDialogSave(setError, 'admin:actionFailed');
  const submit = handleSubmit((input) => run(() => onSave(input as z.output<typeof ZTaxInvoice>), onClose));
  return (
    <Dialog opened={opened} onClose={onClose} title={t('taxInvoice.title')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text fz="sm">{t('taxInvoice.intro')}</Text>
          <FormFailure text={failure} />
          <TextInput
            label={t('taxInvoice.number')}
            maxLength={40}
            {...register('number')}
            error={fieldError('number')}
          />
          <YmdDateInput
            control={control}
            name="issuedOn"
            label={t('taxInvoice.issuedOn')}
            max={seoulToday()}
            error={fieldError('issuedOn')}
          />
          <DialogButtons submit={t('taxInvoice.submit')} busy={formState.isSubmitting} onCancel={onClose} />
        </Stack>
      </form>
    </Dialog>
  );
}
