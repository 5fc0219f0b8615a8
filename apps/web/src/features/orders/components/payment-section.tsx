import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, TextInput } from '@mantine/core';
import { formatNumber } from '@putt/contract/format';
import { maxLengthOf } from '@putt/contract/max-length';
import { ZPersonalOrder } from '@putt/contract/orders';
import type { TBankAccount } from '@putt/contract/site';
import { type Control, type UseFormRegister, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../ui/use-field-error';
import { OfferDateInput } from './offer-date-input';
import { useAccountFacts } from '../../../ui/form/account-facts';
import { FactBox } from '../../../ui/form/fact-box';
import { FormSection } from '../../../ui/form/form-section';
import type { PersonalOrder } from './offer-order';
import type { OfferValues } from './offer-values';

type Props = {
  account: TBankAccount | null;
  total: number;
  control: Control<OfferValues, unknown, PersonalOrder>;
  register: UseFormRegister<OfferValues>;
};

/** Bank transfer only (spec-1 §1): the company's account, the amount, who pays and when. */
export function PaymentSection({ account, total, control, register }: Props) {
  const { t } = useTranslation('orders');
  const fieldError = useFieldError(useFormState({ control }).errors);
  const accountRows = useAccountFacts(account, {
    bank: t('offer.payment.bank'),
    number: t('offer.payment.number'),
    holder: t('offer.payment.holder'),
  });
  const rows: [string, string][] = [
    [t('offer.payment.method'), t('offer.payment.bankDeposit')],
    ...accountRows,
    [t('offer.payment.total'), t('offer.won', { value: formatNumber(total) })],
  ];
  return (
    <FormSection title={t('offer.payment.heading')}>
      <FactBox rows={rows} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('offer.payment.depositName')}
          description={t('offer.payment.depositNote')}
          maxLength={maxLengthOf(ZPersonalOrder.shape.payment_method.shape.deposit_name)}
          withAsterisk
          {...register('payment_method.deposit_name')}
          error={fieldError('payment_method.deposit_name')}
        />
        <OfferDateInput
          label={t('offer.payment.depositDate')}
          range="deposit"
          field={register('payment_method.bank_date')}
          error={fieldError('payment_method.bank_date')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
