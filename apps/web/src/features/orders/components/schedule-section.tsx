import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Group, List, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TProductGroup } from '@putt/contract/catalogue';
import { formatNumber } from '@putt/contract/format';
import { useId } from 'react';
import { type Control, Controller, type UseFormRegister, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../ui/use-field-error';
import { OfferDateInput } from './offer-date-input';
import { FormSection } from '../../../ui/form/form-section';
import type { PersonalOrder } from './offer-order';
import type { OfferValues } from './offer-values';

type Props = {
  group: TProductGroup;
  control: Control<OfferValues, unknown, PersonalOrder>;
  register: UseFormRegister<OfferValues>;
};

/**
 * The package (decision 006: the level's two tests and the combined counselling, one price, nothing
 * to choose inside it), how and when the counselling and the test take place.
 */
export function ScheduleSection({ group, control, register }: Props) {
  const { t, i18n } = useTranslation('orders');
  const fieldError = useFieldError(useFormState({ control }).errors);
  const includesId = useId();
  const level = t(`offer.product.levels.${group.level}`);
  return (
    <FormSection title={t('offer.product.heading')}>
      <Stack gap={4}>
        <Text fw={700}>{t('offer.product.packageName', { level })}</Text>
        <Text fz="sm" id={includesId}>
          {t('offer.product.includes')}
        </Text>
        <List aria-labelledby={includesId} fz="sm" spacing={2}>
          {group.products.map((product) => (
            <List.Item key={product.type}>{i18n.language === 'en' ? product.nameEn : product.name}</List.Item>
          ))}
        </List>
        <Text mt="xs">
          {t('offer.product.price')}:{' '}
          <Text span fw={700}>
            {t('offer.won', { value: formatNumber(group.price) })}
          </Text>
        </Text>
      </Stack>
      <Controller
        control={control}
        name="project.counsel_type"
        render={({ field }) => (
          <Radio.Group
            label={t('offer.product.counselType')}
            withAsterisk
            value={field.value}
            onChange={field.onChange}
            error={fieldError('project.counsel_type')}
          >
            <Group mt={6}>
              <Radio ref={field.ref} value="offline" label={t('offer.product.offline')} />
              <Radio value="online" label={t('offer.product.online')} />
            </Group>
          </Radio.Group>
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <OfferDateInput
          label={t('offer.product.counselDate')}
          range="counsel"
          field={register('project.counsel_target_date')}
          error={fieldError('project.counsel_target_date')}
        />
        <OfferDateInput
          label={t('offer.product.testDate')}
          range="test"
          field={register('project.start_target_date')}
          error={fieldError('project.start_target_date')}
        />
      </SimpleGrid>
      <Text fz="sm" role="note">
        {t('offer.product.testNote')}
      </Text>
    </FormSection>
  );
}
