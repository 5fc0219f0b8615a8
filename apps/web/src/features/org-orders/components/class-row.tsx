import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Button, Group, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { addDays, seoulToday } from '@putt/contract/dates';
import { CLASS_START_DAYS, CLASS_STUDENTS_MAX } from '@putt/contract/projects';
import { useId } from 'react';
import { type Control, type UseFormRegister, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../ui/use-field-error';
import type { RegistrationValues } from './class-values';
import { YmdDateInput } from '../../../ui/form/ymd-date-input';

type Props = {
  line: number;
  at: number;
  /** departments (putt_u, tec) have a major; other tests a grade and a class (spec-2 §5) */
  department: boolean;
  control: Control<RegistrationValues>;
  register: UseFormRegister<RegistrationValues>;
  onRemove: () => void;
};

/** One class or department of a test line: its fields and its remove button. */
export function ClassRow({ line, at, department, control, register, onRemove }: Props) {
  const { t } = useTranslation('org-orders');
  const fieldError = useFieldError(useFormState({ control }).errors);
  const base = `products.${line}.projects.${at}` as const;
  const today = seoulToday();
  const number = { valueAsNumber: true } as const;
  const titleId = useId();
  return (
    <Paper withBorder p="md" role="group" aria-labelledby={titleId}>
      <Group justify="space-between" mb="xs">
        <Text id={titleId} fw={700}>
          {t(department ? 'project.department' : 'project.class', { n: at + 1 })}
        </Text>
        <Button variant="outline" color="red.9" size="compact-sm" onClick={onRemove}>
          {t('project.remove')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <TextInput
          label={t('project.name')}
          withAsterisk
          maxLength={50}
          {...register(`${base}.name`)}
          error={fieldError(`${base}.name`)}
        />
        {department ? (
          <TextInput
            label={t('project.major')}
            withAsterisk
            maxLength={50}
            {...register(`${base}.major`)}
            error={fieldError(`${base}.major`)}
          />
        ) : (
          <>
            <TextInput
              type="number"
              inputMode="numeric"
              min={1}
              max={12}
              label={t('project.grade')}
              withAsterisk
              {...register(`${base}.grade`, number)}
              error={fieldError(`${base}.grade`)}
            />
            <TextInput
              type="number"
              inputMode="numeric"
              min={1}
              max={99}
              label={t('project.classNum')}
              withAsterisk
              {...register(`${base}.class`, number)}
              error={fieldError(`${base}.class`)}
            />
          </>
        )}
        <TextInput
          type="number"
          inputMode="numeric"
          min={1}
          max={CLASS_STUDENTS_MAX}
          label={t('project.studentCount')}
          withAsterisk
          {...register(`${base}.student_count`, number)}
          error={fieldError(`${base}.student_count`)}
        />
        <TextInput
          type="email"
          label={t('project.email')}
          withAsterisk
          maxLength={100}
          {...register(`${base}.email`)}
          error={fieldError(`${base}.email`)}
        />
        <YmdDateInput
          control={control}
          name={`${base}.start_target_date`}
          label={t('project.start')}
          required
          min={today}
          max={addDays(today, CLASS_START_DAYS)}
          error={fieldError(`${base}.start_target_date`)}
        />
        <YmdDateInput
          control={control}
          name={`${base}.end_target_date`}
          label={t('project.end')}
          required
          min={today}
          error={fieldError(`${base}.end_target_date`)}
        />
      </SimpleGrid>
    </Paper>
  );
}
