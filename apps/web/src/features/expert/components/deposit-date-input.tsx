import '@mantine/core/styles/Input.css';
import { TextInput } from '@mantine/core';
import { formatYmd } from '@putt/contract/dates';
import { dateWindow } from '@putt/contract/orders';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The planned deposit date within the orders' window (today .. +7 days); the form keeps yyyy-mm-dd. */
export function DepositDateInput({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation('expert');
  const { from, to } = dateWindow('deposit');
  const [min, max] = [formatYmd(from), formatYmd(to)];
  return (
    <TextInput
      type="date"
      label={t('enrol.payment.depositDate')}
      description={t('enrol.payment.window', { from: min, to: max })}
      min={min}
      max={max}
      withAsterisk
      {...field}
      error={error}
    />
  );
}
