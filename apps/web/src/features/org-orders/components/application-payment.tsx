import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { addDays, formatYmd, seoulToday } from '@putt/contract/dates';
import { ORG_DEPOSIT_DATE_DAYS } from '@putt/contract/org-orders';
import type { TBankAccount } from '@putt/contract/site';
import { type Control, type UseFormRegister, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../ui/use-field-error';
import { useAccountFacts } from '../../../ui/form/account-facts';
import { FactBox } from '../../../ui/form/fact-box';
import { FormSection } from '../../../ui/form/form-section';
import type { ApplicationValues, OrgApplication } from './application-values';

type Props = {
  account: TBankAccount | null;
  orgName: string;
  control: Control<ApplicationValues, unknown, OrgApplication>;
  register: UseFormRegister<ApplicationValues>;
};

/** Bank transfer only (spec-2 §9): the company's account, the planned deposit date and the depositor. */
export function ApplicationPayment({ account, orgName, control, register }: Props) {
  const { t } = useTranslation('org-orders');
  const fieldError = useFieldError(useFormState({ control }).errors);
  const today = seoulToday();
  const [min, max] = [formatYmd(today), formatYmd(addDays(today, ORG_DEPOSIT_DATE_DAYS))];
  const accountRows = useAccountFacts(account, {
    bank: t('form.payment.bank'),
    number: t('form.payment.number'),
    holder: t('form.payment.holder'),
  });
  const rows: [string, string][] = [
    [t('form.payment.method'), t('form.payment.bankDeposit')],
    ...accountRows,
  ];
  return (
    <FormSection title={t('form.payment.heading')}>
      <FactBox rows={rows} />
      <Text fz="sm">{t('form.payment.note')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="date"
          label={t('form.payment.bankDate')}
          description={t('form.plan.window', { from: min, to: max })}
          min={min}
          max={max}
          withAsterisk
          {...register('payment_method.bank_date')}
          error={fieldError('payment_method.bank_date')}
        />
        <TextInput
          label={t('form.payment.depositName')}
          description={t('form.payment.depositNameNote', { name: orgName })}
          placeholder={orgName}
          maxLength={20}
          {...register('payment_method.deposit_name')}
          error={fieldError('payment_method.deposit_name')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
