import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, TextInput } from '@mantine/core';
import { maxLengthOf } from '@putt/contract/max-length';
import { ZOrgClient } from '@putt/contract/org-orders';
import { type Control, type UseFormRegister, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../ui/use-field-error';
import { FormSection } from '../../../ui/form/form-section';
import type { ApplicationValues, OrgApplication } from './application-values';

type Props = {
  control: Control<ApplicationValues, unknown, OrgApplication>;
  register: UseFormRegister<ApplicationValues>;
};

const fields = [
  ['dept', 'text', 'organization-title'],
  ['phoneNumber', 'tel', 'tel'],
  ['deptPersonName', 'text', 'name'],
  ['deptPersonPhoneNumber', 'tel', 'tel'],
  ['email', 'email', 'email'],
] as const;

/**
 * Who the quotation goes to (spec-2 §5): department, phone, contact person, mobile and e-mail (the
 * quotation's address), filled from the organisation's record, and an optional copy address.
 */
export function ApplicationContact({ control, register }: Props) {
  const { t } = useTranslation('org-orders');
  const fieldError = useFieldError(useFormState({ control }).errors);
  return (
    <FormSection title={t('form.contact.heading')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {fields.map(([name, type, autoComplete]) => (
          <TextInput
            key={name}
            type={type}
            autoComplete={autoComplete}
            label={t(`form.contact.${name}`)}
            description={type === 'tel' ? t('form.contact.phoneNote') : undefined}
            maxLength={maxLengthOf(ZOrgClient.shape[name])}
            withAsterisk
            {...register(`client.${name}`)}
            error={fieldError(`client.${name}`)}
          />
        ))}
        <TextInput
          type="email"
          label={t('form.contact.cc')}
          description={t('form.contact.ccNote')}
          maxLength={100}
          {...register('cc')}
          error={fieldError('cc')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
