import { Button, Group, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { PARTNERS_MAX, ZPartnersInput } from '@putt/contract/admin/settings';
import type { TPartner } from '@putt/contract/site';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EmptyState } from '../../../ui/states';
import { PartnerItem, type PartnersForm as Form } from './partner-item';
import { SettingsSection } from './settings-section';
import { useFieldError } from '../../../ui/use-field-error';
import { useSaveSettings } from './use-save-settings';

// react-hook-form keeps an object: the list lives under `partners`
const ZForm = z.object({ partners: ZPartnersInput });
const blank: TPartner = { name: '', nameEn: '', url: '', logoFileId: null };

/** The home page's partners in their order: add, remove, reorder, each with its logo. */
export function PartnersForm({ initial }: { initial: TPartner[] }) {
  const { t } = useTranslation(['admin_settings', 'admin']);
  const { register, handleSubmit, control, formState, setError, reset } = useForm<Form>({
    resolver: zodResolver(ZForm),
    defaultValues: { partners: initial },
  });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'partners' });
  const fieldError = useFieldError(formState.errors);
  const { save, invalid, saving } = useSaveSettings(setError, 'partners');
  const [uploads, setUploads] = useState(0);
  const listError = formState.errors.partners?.message ?? formState.errors.partners?.root?.message;

  const onSubmit = handleSubmit(async ({ partners }) => {
    if (await save({ section: 'partners', value: partners }, t('partners.saved'))) reset({ partners });
  }, invalid);

  return (
    <SettingsSection
      id="settings-partners"
      title={t('partners.title')}
      description={t('partners.description')}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          {fields.length === 0 ? (
            <EmptyState message={t('partners.empty')} />
          ) : (
            <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {fields.map((field, index) => (
                <PartnerItem
                  key={field.id}
                  index={index}
                  count={fields.length}
                  control={control}
                  register={register}
                  fieldError={fieldError}
                  onMove={(to) => move(index, to)}
                  onRemove={() => remove(index)}
                  onUploadingChange={(busy) => setUploads((n) => n + (busy ? 1 : -1))}
                />
              ))}
            </Stack>
          )}
          {listError && (
            <Text size="sm" c="red.8" role="alert">
              {t(listError)}
            </Text>
          )}
          <Group justify="space-between" wrap="wrap">
            <Group gap="xs">
              <Button
                variant="default"
                onClick={() => append(blank)}
                disabled={fields.length >= PARTNERS_MAX}
              >
                {t('partners.add')}
              </Button>
              <Text size="sm" c="dimmed">
                {t('partners.count', { count: fields.length, max: PARTNERS_MAX })}
              </Text>
            </Group>
            <Button type="submit" loading={saving} disabled={uploads > 0}>
              {t('partners.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
