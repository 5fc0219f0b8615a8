import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props<T extends string> = {
  label: string;
  values: readonly T[];
  /** the chosen value, or `all` */
  value: string;
  onChange: (value: string) => void;
  labelOf: (value: T) => string;
  /** the value that means "all", first in the list: '' unless the list's address says otherwise */
  all?: string;
};

/**
 * Every back-office list's filter among fixed values (a status, a kind, a type), with "all" first.
 * One look for all of them: a labelled native select, which holds any number of values and opens
 * the phone's own picker.
 */
export function ChoiceFilter<T extends string>({
  label,
  values,
  value,
  onChange,
  labelOf,
  all = '',
}: Props<T>) {
  const { t } = useTranslation('admin');
  return (
    <NativeSelect
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[
        { value: all, label: t('all') },
        ...values.map((option) => ({ value: option, label: labelOf(option) })),
      ]}
    />
  );
}
