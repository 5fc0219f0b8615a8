import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZSiteInfoInput } from '@putt/contract/admin/settings';
import { maxLengthOf } from '@putt/contract/max-length';
import type { TSiteInfo } from '@putt/contract/site';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from './settings-section';
import { useFieldError } from '../../../ui/use-field-error';
import { useSaveSettings } from './use-save-settings';

/** The company's registered data in both languages: footer, About, Directions, e-mails and documents. */
export function SiteForm({ initial }: { initial: TSiteInfo }) {
  const { t } = useTranslation(['admin_settings', 'admin']);
  const { register, handleSubmit, formState, setError, reset } = useForm<TSiteInfo>({
    resolver: zodResolver(ZSiteInfoInput),
    defaultValues: initial,
  });
  const fieldError = useFieldError(formState.errors);
  const { save, invalid, saving } = useSaveSettings(setError);

  const onSubmit = handleSubmit(async (value) => {
    if (await save({ section: 'site', value }, t('site.saved'))) reset(value);
  }, invalid);

  return (
    <SettingsSection id="settings-site" title={t('site.title')} description={t('site.description')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('site.representativeKo')}
              withAsterisk
              {...register('representative.ko')}
              error={fieldError('representative.ko')}
            />
            <TextInput
              label={t('site.representativeEn')}
              withAsterisk
              {...register('representative.en')}
              error={fieldError('representative.en')}
            />
          </SimpleGrid>
          <TextInput
            label={t('site.businessNumber')}
            description={t('site.businessNumberHint')}
            inputMode="numeric"
            withAsterisk
            {...register('businessNumber')}
            error={fieldError('businessNumber')}
          />
          <TextInput
            label={t('site.mailOrderNumber')}
            description={t('site.mailOrderNumberHint')}
            withAsterisk
            maxLength={maxLengthOf(ZSiteInfoInput.shape.mailOrderNumber)}
            {...register('mailOrderNumber')}
            error={fieldError('mailOrderNumber')}
          />
          <TextInput
            label={t('site.addressKo')}
            withAsterisk
            autoComplete="off"
            {...register('address.ko')}
            error={fieldError('address.ko')}
          />
          <TextInput
            label={t('site.addressEn')}
            withAsterisk
            autoComplete="off"
            {...register('address.en')}
            error={fieldError('address.en')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('site.phone')}
              description={t('site.phoneHint')}
              type="tel"
              withAsterisk
              {...register('phone')}
              error={fieldError('phone')}
            />
            <TextInput
              label={t('site.fax')}
              description={t('site.phoneHint')}
              type="tel"
              withAsterisk
              {...register('fax')}
              error={fieldError('fax')}
            />
          </SimpleGrid>
          <TextInput
            label={t('site.email')}
            type="email"
            withAsterisk
            {...register('email')}
            error={fieldError('email')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {t('site.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
