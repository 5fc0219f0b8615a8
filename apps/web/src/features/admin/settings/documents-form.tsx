import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Radio.css';
import { Button, Group, NumberInput, Radio, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  QUOTATION_VALID_DAYS_MAX,
  QUOTATION_VALID_DAYS_MIN,
  ZDocumentSettingsInput,
} from '@putt/contract/admin/settings';
import type { TDocumentSettings } from '@putt/contract/site';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../ui/use-field-error';
import { SettingsImageField } from './settings-image-field';
import { SettingsSection } from './settings-section';
import { useSaveSettings } from './use-save-settings';

/** What the quotation and the transaction statement say: tax, validity, and the company seal. */
export function DocumentsForm({ initial }: { initial: TDocumentSettings }) {
  const { t } = useTranslation(['admin_settings', 'admin']);
  const { handleSubmit, control, formState, setError, reset } = useForm<TDocumentSettings>({
    resolver: zodResolver(ZDocumentSettingsInput),
    defaultValues: initial,
  });
  const fieldError = useFieldError(formState.errors);
  const { save, invalid, saving } = useSaveSettings(setError);
  const [uploading, setUploading] = useState(false);

  const onSubmit = handleSubmit(async (value) => {
    if (await save({ section: 'documents', value }, t('documents.saved'))) reset(value);
  }, invalid);

  return (
    <SettingsSection
      id="settings-documents"
      title={t('documents.title')}
      description={t('documents.description')}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Controller
            control={control}
            name="taxTreatment"
            render={({ field }) => (
              <Radio.Group
                label={t('documents.taxTreatment')}
                withAsterisk
                value={field.value}
                onChange={field.onChange}
                error={fieldError('taxTreatment')}
              >
                <Stack gap={6} mt={6}>
                  <Radio
                    ref={field.ref}
                    value="included"
                    label={t('documents.taxIncluded')}
                    description={t('documents.taxIncludedHint')}
                  />
                  <Radio
                    value="exempt"
                    label={t('documents.taxExempt')}
                    description={t('documents.taxExemptHint')}
                  />
                </Stack>
              </Radio.Group>
            )}
          />
          <Controller
            control={control}
            name="quotationValidDays"
            render={({ field }) => (
              <NumberInput
                ref={field.ref}
                label={t('documents.validDays')}
                description={t('documents.validDaysHint', {
                  min: QUOTATION_VALID_DAYS_MIN,
                  max: QUOTATION_VALID_DAYS_MAX,
                })}
                withAsterisk
                w={{ base: '100%', sm: 240 }}
                min={QUOTATION_VALID_DAYS_MIN}
                max={QUOTATION_VALID_DAYS_MAX}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                suffix={t('documents.daysSuffix')}
                value={field.value}
                // an emptied field is no number: the schema names it
                onChange={(value) => field.onChange(typeof value === 'number' ? value : NaN)}
                onBlur={field.onBlur}
                error={fieldError('quotationValidDays')}
              />
            )}
          />
          <Controller
            control={control}
            name="sealFileId"
            render={({ field }) => (
              <SettingsImageField
                kind="seal"
                value={field.value}
                onChange={field.onChange}
                onUploadingChange={setUploading}
                box={{ w: 96, h: 96 }}
                error={fieldError('sealFileId')}
                texts={{
                  label: t('documents.seal'),
                  hint: t('documents.sealHint'),
                  none: t('documents.sealNone'),
                  preview: t('documents.sealPreview'),
                  choose: t('documents.sealChoose'),
                  change: t('documents.sealChange'),
                  remove: t('documents.sealRemove'),
                  uploading: t('documents.sealUploading'),
                }}
              />
            )}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving} disabled={uploading}>
              {t('documents.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
