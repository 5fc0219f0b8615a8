import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Button, Group, Input, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { maxLengthOf } from '@putt/contract/max-length';
import { ZPersonalOrder } from '@putt/contract/orders';
import { useState } from 'react';
import {
  type Control,
  Controller,
  type UseFormRegister,
  type UseFormSetValue,
  type UseFormTrigger,
  useFormState,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePostcodeLabels } from '../../../ui/postcode/postcode-labels';
import { PostcodeField } from '../../../ui/postcode/postcode-field';
import { useFieldError } from '../../../ui/use-field-error';
import { BirthDateSelects } from './birth-date-selects';
import { ExamineePicker } from './examinee-picker';
import { FormSection } from '../../../ui/form/form-section';
import type { PersonalOrder } from './offer-order';
import { examineeValues, type OfferValues } from './offer-values';

type Props = {
  control: Control<OfferValues, unknown, PersonalOrder>;
  register: UseFormRegister<OfferValues>;
  setValue: UseFormSetValue<OfferValues>;
  trigger: UseFormTrigger<OfferValues>;
};

const examineeSchema = ZPersonalOrder.shape.examinee.shape;

/** Who takes the test: typed in, or taken from an earlier application with the picker. */
export function ExamineeSection({ control, register, setValue, trigger }: Props) {
  const { t } = useTranslation('orders');
  const postcodeLabels = usePostcodeLabels();
  const [picking, setPicking] = useState(false);
  const { errors, isSubmitted } = useFormState({ control });
  const fieldError = useFieldError(errors);
  const addressError = fieldError('examinee.address');

  return (
    <FormSection title={t('offer.examinee.heading')}>
      <Group justify="flex-end">
        <Button variant="light" onClick={() => setPicking(true)}>
          {t('offer.examinee.loadPrevious')}
        </Button>
      </Group>
      <ExamineePicker
        opened={picking}
        onClose={() => setPicking(false)}
        onPick={(examinee) => {
          setValue('examinee', examineeValues(examinee), { shouldDirty: true });
          // setValue's own check goes value by value, past the birth date and the address, which hold several
          if (isSubmitted) void trigger('examinee');
          setPicking(false);
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('offer.examinee.name')}
          autoComplete="off"
          maxLength={maxLengthOf(examineeSchema.name)}
          withAsterisk
          {...register('examinee.name')}
          error={fieldError('examinee.name')}
        />
        <Controller
          control={control}
          name="examinee.dob"
          render={({ field }) => (
            <BirthDateSelects
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              error={fieldError('examinee.dob')}
            />
          )}
        />
        <Controller
          control={control}
          name="examinee.gender"
          render={({ field }) => (
            <Radio.Group
              label={t('offer.examinee.gender')}
              withAsterisk
              value={field.value}
              onChange={field.onChange}
              error={fieldError('examinee.gender')}
            >
              <Group mt={6}>
                <Radio ref={field.ref} value="m" label={t('offer.examinee.male')} />
                <Radio value="f" label={t('offer.examinee.female')} />
              </Group>
            </Radio.Group>
          )}
        />
        <TextInput
          label={t('offer.examinee.email')}
          type="email"
          autoComplete="off"
          maxLength={maxLengthOf(examineeSchema.email)}
          withAsterisk
          {...register('examinee.email')}
          error={fieldError('examinee.email')}
        />
      </SimpleGrid>
      <TextInput
        label={t('offer.examinee.school')}
        description={t('offer.examinee.schoolHint')}
        maxLength={maxLengthOf(examineeSchema.school_info)}
        withAsterisk
        {...register('examinee.school_info')}
        error={fieldError('examinee.school_info')}
      />
      <div>
        <Controller
          control={control}
          name="examinee.address"
          render={({ field }) => (
            <PostcodeField
              ref={field.ref}
              label={t('offer.examinee.schoolAddress')}
              value={field.value}
              onChange={field.onChange}
              labels={postcodeLabels}
              detailError={fieldError('examinee.address.addressDetail')}
            />
          )}
        />
        {addressError && <Input.Error mt={5}>{addressError}</Input.Error>}
      </div>
    </FormSection>
  );
}
