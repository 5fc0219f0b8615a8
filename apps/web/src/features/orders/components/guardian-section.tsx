import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GuardianPhone } from './guardian-phone';
import { OfferSection } from './offer-section';
import type { OfferValues } from './offer-values';

type Props = {
  register: UseFormRegister<OfferValues>;
  errorOf: (path: string) => string | undefined;
};

/** The guardian, whose e-mail receives the application's receipt (the order's receiver_email). */
export function GuardianSection({ register, errorOf }: Props) {
  const { t } = useTranslation('orders');
  return (
    <OfferSection title={t('offer.guardian.heading')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('offer.guardian.name')}
          autoComplete="name"
          maxLength={20}
          withAsterisk
          {...register('guardian.name')}
          error={errorOf('guardian.name')}
        />
        <TextInput
          label={t('offer.guardian.relationship')}
          description={t('offer.guardian.relationshipHint')}
          maxLength={20}
          withAsterisk
          {...register('guardian.relationship')}
          error={errorOf('guardian.relationship')}
        />
        <GuardianPhone register={register} error={errorOf('guardian.phone_number')} />
        <TextInput
          label={t('offer.guardian.email')}
          description={t('offer.guardian.emailHint')}
          type="email"
          autoComplete="email"
          maxLength={100}
          withAsterisk
          {...register('receiver_email')}
          error={errorOf('receiver_email')}
        />
      </SimpleGrid>
    </OfferSection>
  );
}
