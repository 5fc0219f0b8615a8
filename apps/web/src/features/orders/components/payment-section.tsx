import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { TBankAccount } from '@putt/contract/site';
import { formatNumber } from '@putt/contract/format';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OfferDateInput } from './offer-date-input';
import { OfferSection } from './offer-section';
import type { OfferValues } from './offer-values';

type Props = {
  account: TBankAccount;
  total: number;
  register: UseFormRegister<OfferValues>;
  errorOf: (path: string) => string | undefined;
};

/** Bank transfer only (spec-1 §1): the company's account, the amount, who pays and when. */
export function PaymentSection({ account, total, register, errorOf }: Props) {
  const { t } = useTranslation('orders');
  const rows: [string, string][] = [
    [t('offer.payment.method'), t('offer.payment.bankDeposit')],
    [t('offer.payment.bank'), account.bank],
    [t('offer.payment.number'), account.number],
    [t('offer.payment.holder'), account.holder],
    [t('offer.payment.total'), t('offer.won', { value: formatNumber(total) })],
  ];
  return (
    <OfferSection title={t('offer.payment.heading')}>
      <Paper bg="gray.0" p="md">
        <Stack gap={6} component="dl" m={0}>
          {rows.map(([label, value]) => (
            <Group key={label} gap="xs" wrap="nowrap" align="flex-start">
              <Text component="dt" fz="sm" fw={700} miw={96}>
                {label}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </Group>
          ))}
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('offer.payment.depositName')}
          description={t('offer.payment.depositNote')}
          maxLength={20}
          withAsterisk
          {...register('payment_method.deposit_name')}
          error={errorOf('payment_method.deposit_name')}
        />
        <OfferDateInput
          label={t('offer.payment.depositDate')}
          range="deposit"
          field={register('payment_method.bank_date')}
          error={errorOf('payment_method.bank_date')}
        />
      </SimpleGrid>
    </OfferSection>
  );
}
