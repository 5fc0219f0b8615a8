import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { Button, Group, NativeSelect, NumberInput, Paper, Text, TextInput } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { fromDateInput, toDateInput } from '@putt/contract/dates';
import { meetingStartTimes } from '../courses/course-facts';

export type DatedRowLabels = {
  /** "1회차": the row's group name */
  row: string;
  date: string;
  time: string;
  hours: string;
  hoursSuffix: string;
  remove: string;
  /** "1회차 삭제": the remove button's name */
  removeOf: string;
};

type Props<T extends FieldValues, Out extends FieldValues> = {
  control: Control<T, unknown, Out>;
  register: UseFormRegister<T>;
  /** the row's place in the form's field array, e.g. `meetings.2` */
  path: string;
  /** the start time the row holds now: one not on the list (an older booking's) stays choosable */
  time: string | undefined;
  labels: DatedRowLabels;
  /** the earliest day the date picker offers (yyyymmdd) */
  minDate?: string;
  fieldError: (path: Path<T>) => string | undefined;
  onRemove: () => void;
  /** the last row stays: a plan has at least one */
  removeDisabled: boolean;
};

/**
 * One dated row of a back-office plan (a cohort's meeting, an Activity run's session): its day,
 * start time (Korea) and hours, and a remove button; a labelled group, so a screen reader names
 * each field by its row.
 */
export function DatedRow<T extends FieldValues, Out extends FieldValues = T>({
  control,
  register,
  path,
  time,
  labels,
  minDate,
  fieldError,
  onRemove,
  removeDisabled,
}: Props<T, Out>) {
  const at = (field: 'date' | 'time' | 'hours') => `${path}.${field}` as Path<T>;
  const times =
    !time || meetingStartTimes.includes(time) ? [...meetingStartTimes] : [time, ...meetingStartTimes];
  return (
    <Paper withBorder p="xs" role="group" aria-label={labels.row}>
      <Group align="flex-start" gap="xs" wrap="wrap">
        <Text fw={600} fz="sm" w={48} pt={30} aria-hidden>
          {labels.row}
        </Text>
        <Controller
          control={control}
          name={at('date')}
          render={({ field }) => (
            <TextInput
              ref={field.ref}
              type="date"
              label={labels.date}
              withAsterisk
              min={minDate ? toDateInput(minDate) : undefined}
              value={toDateInput(field.value)}
              onChange={(event) => field.onChange(fromDateInput(event.currentTarget.value))}
              onBlur={field.onBlur}
              error={fieldError(at('date'))}
              miw={150}
            />
          )}
        />
        <NativeSelect
          label={labels.time}
          withAsterisk
          data={times}
          {...register(at('time'))}
          error={fieldError(at('time'))}
          miw={110}
        />
        <Controller
          control={control}
          name={at('hours')}
          render={({ field }) => (
            <NumberInput
              ref={field.ref}
              label={labels.hours}
              withAsterisk
              w={110}
              min={1}
              max={8}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              suffix={labels.hoursSuffix}
              value={Number.isFinite(field.value) ? field.value : ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : NaN)}
              onBlur={field.onBlur}
              error={fieldError(at('hours'))}
            />
          )}
        />
        <Button
          variant="subtle"
          color="red"
          // red.6, the subtle variant's own, is 3.3:1 on white
          c="red.9"
          mt={25}
          disabled={removeDisabled}
          onClick={onRemove}
          aria-label={labels.removeOf}
        >
          {labels.remove}
        </Button>
      </Group>
    </Paper>
  );
}
