import '@mantine/core/styles/Fieldset.css';
import { Fieldset, Text, Textarea, TextInput } from '@mantine/core';
import { EXTERNAL_FORM_FIELDS } from '@putt/contract/external-form';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProductFormValues } from './product-form-dialog';

type Props = {
  register: UseFormRegister<ProductFormValues>;
  fieldError: (name: 'formUri' | 'formEntryIds') => string | undefined;
};

/**
 * A test's outside form (decision 020): its address, and the entry ids that prefill the
 * examinee's details, in the order the hint lists them.
 */
export function ExternalFormFields({ register, fieldError }: Props) {
  const { t } = useTranslation('admin_catalogue');
  const fields = EXTERNAL_FORM_FIELDS.map((field) => t(`formFields.${field}`)).join(', ');
  return (
    <Fieldset legend={t('form.external')}>
      <Text fz="sm" c="dimmed" mb="xs">
        {t('form.externalHint')}
      </Text>
      <TextInput
        label={t('form.formUri')}
        description={t('form.formUriHint')}
        type="url"
        inputMode="url"
        autoComplete="off"
        {...register('formUri')}
        error={fieldError('formUri')}
      />
      <Textarea
        mt="sm"
        label={t('form.formEntryIds')}
        description={t('form.formEntryIdsHint', { count: EXTERNAL_FORM_FIELDS.length, fields })}
        rows={EXTERNAL_FORM_FIELDS.length}
        spellCheck={false}
        {...register('formEntryIds')}
        error={fieldError('formEntryIds')}
      />
    </Fieldset>
  );
}
