import '@mantine/core/styles/Input.css';
import { TextInput } from '@mantine/core';
import { formatYmd } from '@putt/contract/dates';
import { dateWindow } from '@putt/contract/orders';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type Props = {
  label: string;
  /** which of the spec's date ranges bounds the field (today .. +90 or +7) */
  range: 'test' | 'counsel' | 'deposit';
  field: UseFormRegisterReturn;
  error?: string;
};

/** A date the browser's own picker offers within the spec's range; the form keeps it as yyyy-mm-dd. */
export function OfferDateInput({ label, range, field, error }: Props) {
  const { t } = useTranslation('orders');
  const { from, to } = dateWindow(range);
  const [min, max] = [formatYmd(from), formatYmd(to)];
  return (
    <TextInput
      type="date"
      label={label}
      description={t('offer.product.window', { from: min, to: max })}
      min={min}
      max={max}
      withAsterisk
      {...field}
      error={error}
    />
  );
}
