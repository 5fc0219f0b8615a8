import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props<T extends string> = {
  label: string;
  values: readonly T[];
  /** '' for all */
  value: T | '';
  onChange: (value: string) => void;
  labelOf: (value: T) => string;
};

/** A back-office list's filter among a few values, with "all" (the empty value) first. */
export function ChoiceFilter<T extends string>({ label, values, value, onChange, labelOf }: Props<T>) {
  const { t } = useTranslation('admin');
  return (
    <SegmentedControl
      aria-label={label}
      value={value}
      onChange={onChange}
      data={[
        { value: '', label: t('all') },
        ...values.map((option) => ({ value: option, label: labelOf(option) })),
      ]}
    />
  );
}
