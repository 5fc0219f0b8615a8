import '@mantine/core/styles/Input.css';
import { TextInput } from '@mantine/core';
import { formatNumber } from '@putt/contract/format';
import { type Control, type FieldValues, type Path, type UseFormRegister, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * A price in whole won: typed as digits, read back as a number for the contract's check (an empty
 * or non-numeric entry becomes "not a number", which the contract reports), shown formatted below.
 */
export function PriceField<T extends FieldValues & { price: number }, TParsed extends FieldValues = T>({
  register,
  control,
  error,
}: {
  register: UseFormRegister<T>;
  /** the form's control, whatever its resolver makes of the values */
  control: Control<T, unknown, TParsed>;
  error?: string;
}) {
  const { t } = useTranslation('admin_catalogue');
  const value: unknown = useWatch({ control, name: 'price' as Path<T> });
  const preview =
    typeof value === 'number' && Number.isFinite(value) ? t('won', { value: formatNumber(value) }) : '';
  return (
    <TextInput
      label={t('form.price')}
      description={`${t('form.priceHint')} ${preview}`.trim()}
      inputMode="numeric"
      withAsterisk
      {...register('price' as Path<T>, {
        setValueAs: (raw: unknown) =>
          typeof raw === 'string' ? (raw.trim() === '' ? undefined : Number(raw.replaceAll(',', ''))) : raw,
      })}
      error={error}
    />
  );
}
