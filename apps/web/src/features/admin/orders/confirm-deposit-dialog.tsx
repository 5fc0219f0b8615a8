import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { Alert, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZConfirmDeposit } from '@putt/contract/admin/orders';
import { formatYmd, seoulToday } from '@putt/contract/dates';
import { formatNumber } from '@putt/contract/format';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Dialog } from '../../../ui/dialog';
import { useFieldError } from '../../../ui/use-field-error';
import { DialogButtons } from '../ui/dialog-buttons';
import { FormFailure } from '../ui/form-failure';
import { useDialogSave } from '../ui/use-dialog-save';
import { YmdDateInput } from '../../../ui/form/ymd-date-input';

type Form = z.input<typeof ZConfirmDeposit>;
type Expected = { SK: string; totalPrice: number; depositName: string; bankDate: string };

/**
 * The deposit as the bank statement shows it, against what the order expected: a different
 * amount or name is allowed (a family member paid, a partial payment) but said before confirming.
 */
export function ConfirmDepositDialog({
  opened,
  approves,
  expected,
  onClose,
  onConfirm,
  focusAfter,
}: {
  opened: boolean;
  /** an individual's deposit approves the order; an organisation's is recorded apart from approval */
  approves: boolean;
  expected: Expected;
  onClose: () => void;
  onConfirm: (input: z.output<typeof ZConfirmDeposit>) => Promise<unknown>;
  /** where focus goes once it has closed (else what opened it) */
  focusAfter?: () => HTMLElement | null | undefined;
}) {
  const { t } = useTranslation(['admin_orders', 'admin']);
  const { register, handleSubmit, control, formState, setError } = useForm<Form>({
    resolver: zodResolver(ZConfirmDeposit),
    defaultValues: {
      SK: expected.SK,
      paidDate: seoulToday(),
      paidAmount: expected.totalPrice,
      paidDepositName: expected.depositName,
    },
  });
  const fieldError = useFieldError(formState.errors);
  const [amount, name] = useWatch({ control, name: ['paidAmount', 'paidDepositName'] });

  const { run, failure } = useDialogSave(setError, 'admin:actionFailed');
  const submit = handleSubmit((input) =>
    run(() => onConfirm(input as z.output<typeof ZConfirmDeposit>), onClose),
  );

  return (
    <Dialog opened={opened} onClose={onClose} title={t('confirm.title')} focusAfter={focusAfter}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text fz="sm">{t(approves ? 'confirm.intro' : 'confirm.introOrg')}</Text>
          <FormFailure text={failure} />
          <YmdDateInput
            control={control}
            name="paidDate"
            label={t('confirm.paidDate')}
            description={t('confirm.expected', { value: formatYmd(expected.bankDate) })}
            max={seoulToday()}
            error={fieldError('paidDate')}
          />
          <Controller
            control={control}
            name="paidAmount"
            render={({ field }) => (
              <NumberInput
                label={t('confirm.paidAmount')}
                description={t('confirm.expected', {
                  value: t('won', { value: formatNumber(expected.totalPrice) }),
                })}
                thousandSeparator=","
                allowDecimal={false}
                allowNegative={false}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                error={fieldError('paidAmount')}
              />
            )}
          />
          <TextInput
            label={t('confirm.paidDepositName')}
            description={t('confirm.expected', { value: expected.depositName })}
            {...register('paidDepositName')}
            error={fieldError('paidDepositName')}
          />
          {amount !== expected.totalPrice && (
            <Alert color="yellow" variant="light">
              {t('confirm.amountDiffers', { total: formatNumber(expected.totalPrice) })}
            </Alert>
          )}
          {name.trim() !== expected.depositName && (
            <Alert color="yellow" variant="light">
              {t('confirm.nameDiffers', { name: expected.depositName })}
            </Alert>
          )}
          <DialogButtons
            submit={t(approves ? 'confirm.submit' : 'confirm.submitOrg')}
            busy={formState.isSubmitting}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
