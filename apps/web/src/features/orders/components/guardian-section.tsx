import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, TextInput } from '@mantine/core';
import { maxLengthOf } from '@putt/contract/max-length';
import { ZPersonalOrder } from '@putt/contract/orders';
import { type Control, Controller, type UseFormRegister, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../ui/use-field-error';
import { GuardianPhone } from './guardian-phone';
import { FormSection } from '../../../ui/form/form-section';
import type { PersonalOrder } from './offer-order';
import type { OfferValues } from './offer-values';

type Props = {
  control: Control<OfferValues, unknown, PersonalOrder>;
  register: UseFormRegister<OfferValues>;
};

const guardianSchema = ZPersonalOrder.shape.guardian.shape;

/** The guardian, whose e-mail receives the application's receipt (the order's receiver_email). */
export function GuardianSection({ control, register }: Props) {
  const { t } = useTranslation('orders');
  const fieldError = useFieldError(useFormState({ control }).errors);
  return (
    <FormSection title={t('offer.guardian.heading')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('offer.guardian.name')}
          autoComplete="name"
          maxLength={maxLengthOf(guardianSchema.name)}
          withAsterisk
          {...register('guardian.name')}
          error={fieldError('guardian.name')}
        />
        <TextInput
          label={t('offer.guardian.relationship')}
          description={t('offer.guardian.relationshipHint')}
          maxLength={maxLengthOf(guardianSchema.relationship)}
          withAsterisk
          {...register('guardian.relationship')}
          error={fieldError('guardian.relationship')}
        />
        <Controller
          control={control}
          name="guardian.phone"
          render={({ field }) => (
            <GuardianPhone
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              error={fieldError('guardian.phone')}
            />
          )}
        />
        <TextInput
          label={t('offer.guardian.email')}
          description={t('offer.guardian.emailHint')}
          type="email"
          autoComplete="email"
          maxLength={maxLengthOf(ZPersonalOrder.shape.receiver_email)}
          withAsterisk
          {...register('receiver_email')}
          error={fieldError('receiver_email')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
