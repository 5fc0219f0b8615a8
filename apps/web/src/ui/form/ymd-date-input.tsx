import '@mantine/core/styles/Input.css';
import { TextInput } from '@mantine/core';
import { fromDateInput, toDateInput } from '@putt/contract/dates';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** yyyymmdd bounds */
  min?: string;
  max?: string;
  error?: string;
  description?: string;
  required?: boolean;
  miw?: number;
};

/**
 * A yyyymmdd value (the contract's dates) in the browser's own date picker, which speaks
 * yyyy-mm-dd: every form's date field, so the two spellings meet in one place.
 */
export function YmdDateInput<T extends FieldValues>({
  control,
  name,
  label,
  min,
  max,
  error,
  description,
  required = false,
  miw,
}: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextInput
          type="date"
          label={label}
          description={description}
          withAsterisk={required}
          min={toDateInput(min) || undefined}
          max={toDateInput(max) || undefined}
          value={toDateInput(typeof field.value === 'string' ? field.value : '')}
          onChange={(event) => field.onChange(fromDateInput(event.currentTarget.value))}
          onBlur={field.onBlur}
          ref={field.ref}
          error={error}
          miw={miw}
        />
      )}
    />
  );
}
