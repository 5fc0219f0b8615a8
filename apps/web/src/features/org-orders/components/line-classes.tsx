import { classBalance } from '@putt/contract/org-orders';
import '@mantine/core/styles/Input.css';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { CLASSES_PER_LINE_MAX, isDepartmentType, newClass } from '@putt/contract/projects';
import { useState } from 'react';
import { type Control, type UseFormRegister, useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../ui/form/form-section';
import { toast } from '../../../ui/toast';
import { useFieldError } from '../../../ui/use-field-error';
import { ClassRow } from './class-row';
import type { RegistrationLine, RegistrationValues } from './class-values';

type Props = {
  index: number;
  line: RegistrationLine;
  students: number;
  contactEmail: string;
  control: Control<RegistrationValues>;
  register: UseFormRegister<RegistrationValues>;
};

/**
 * One ordered test and its classes (spec-2 §2 screen 6): the ordered quantity against the students
 * registered, each class, and "classes to add" (at least 1) with the defaults of spec-2 §9.
 */
export function LineClasses({ index, line, students, contactEmail, control, register }: Props) {
  const { t } = useTranslation('org-orders');
  const fieldError = useFieldError(useFormState({ control }).errors);
  const { fields, append, remove } = useFieldArray({ control, name: `products.${index}.projects` });
  const [toAdd, setToAdd] = useState('1');
  const count = Number(toAdd);
  const addable = Number.isInteger(count) && count >= 1 && fields.length + count <= CLASSES_PER_LINE_MAX;
  const department = isDepartmentType(line.type);
  const lineError = fieldError(`products.${index}` as `products.${number}`);
  return (
    <FormSection title={line.name}>
      <Text aria-live="polite" c={classBalance(students, line.quantity).over ? 'red.8' : undefined} fw={500}>
        {t('project.balance', { students, quantity: line.quantity })}
      </Text>
      {lineError && (
        <Text c="red.8" role="alert">
          {lineError}
        </Text>
      )}
      <Stack gap="sm">
        {fields.map((field, at) => (
          <ClassRow
            key={field.id}
            line={index}
            at={at}
            department={department}
            control={control}
            register={register}
            onRemove={() => {
              remove(at);
              toast.info(t('project.removed'));
            }}
          />
        ))}
      </Stack>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="number"
          inputMode="numeric"
          min={1}
          w={140}
          label={t('project.toAdd')}
          value={toAdd}
          onChange={(event) => setToAdd(event.currentTarget.value)}
          error={addable ? undefined : t('v.classesToAdd')}
        />
        <Button
          variant="light"
          disabled={!addable}
          onClick={() =>
            append(Array.from({ length: count }, (_, i) => newClass(fields.length + i + 1, contactEmail)))
          }
        >
          {t(department ? 'project.addDepartments' : 'project.addClasses')}
        </Button>
      </Group>
    </FormSection>
  );
}
