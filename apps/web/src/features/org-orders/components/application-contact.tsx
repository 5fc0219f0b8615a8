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

/** Each field: its input type, autocomplete and hint (a mobile's example is a 010 number: issue 40). */
const fields = [
  ['dept', 'text', 'organization-title', null],
  ['phoneNumber', 'tel', 'tel', 'phoneNote'],
  ['deptPersonName', 'text', 'name', null],
  ['deptPersonPhoneNumber', 'tel', 'tel', 'mobileNote'],
  ['email', 'email', 'email', null],
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
        {fields.map(([name, type, autoComplete, note]) => (
          <TextInput
            key={name}
            type={type}
            autoComplete={autoComplete}
            label={t(`form.contact.${name}`)}
            description={note ? t(`form.contact.${note}`) : undefined}
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
