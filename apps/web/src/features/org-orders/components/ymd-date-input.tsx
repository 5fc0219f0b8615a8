import '@mantine/core/styles/Input.css';
import { TextInput } from '@mantine/core';
import { formatYmd } from '@putt/contract/dates';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  min?: string;
  max?: string;
  error?: string;
};

/** A yyyymmdd value (the contract's dates) in the browser's own date picker, which speaks yyyy-mm-dd. */
export function YmdDateInput<T extends FieldValues>({ control, name, label, min, max, error }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextInput
          type="date"
          label={label}
          withAsterisk
          min={min && formatYmd(min)}
          max={max && formatYmd(max)}
          value={typeof field.value === 'string' && field.value.length === 8 ? formatYmd(field.value) : ''}
          onChange={(event) => field.onChange(event.currentTarget.value.replaceAll('-', ''))}
          onBlur={field.onBlur}
          ref={field.ref}
          error={error}
        />
      )}
    />
  );
}
