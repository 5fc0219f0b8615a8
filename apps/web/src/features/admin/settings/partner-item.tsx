import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { TPartner } from '@putt/contract/site';
import { type Control, Controller, type UseFormRegister, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PartnerLogoField } from './partner-logo-field';

export type PartnersForm = { partners: TPartner[] };

type Props = {
  index: number;
  count: number;
  control: Control<PartnersForm>;
  register: UseFormRegister<PartnersForm>;
  fieldError: (name: `partners.${number}.${keyof TPartner}`) => string | undefined;
  onMove: (to: number) => void;
  onRemove: () => void;
  onUploadingChange: (uploading: boolean) => void;
};

/** One partner of the list: names, link, logo, and its place in the order. */
export function PartnerItem(props: Props) {
  const { index, count, control, register, fieldError } = props;
  const { t } = useTranslation(['admin_settings', 'admin']);
  const number = index + 1;
  const name = useWatch({ control, name: `partners.${index}.name` });
  const headingId = `settings-partner-${index}`;
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id={headingId}>
            {t('partners.item', { number })}
            {name ? ` · ${name}` : ''}
          </Title>
          <Group gap={4}>
            <Button
              variant="default"
              size="xs"
              disabled={index === 0}
              onClick={() => props.onMove(index - 1)}
              aria-label={t('partners.up', { number })}
            >
              {t('partners.upShort')}
            </Button>
            <Button
              variant="default"
              size="xs"
              disabled={index === count - 1}
              onClick={() => props.onMove(index + 1)}
              aria-label={t('partners.down', { number })}
            >
              {t('partners.downShort')}
            </Button>
            <Button
              variant="light"
              color="red"
              size="xs"
              onClick={props.onRemove}
              aria-label={t('partners.remove', { number })}
            >
              {t('partners.removeShort')}
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('partners.name')}
            withAsterisk
            {...register(`partners.${index}.name`)}
            error={fieldError(`partners.${index}.name`)}
          />
          <TextInput
            label={t('partners.nameEn')}
            withAsterisk
            {...register(`partners.${index}.nameEn`)}
            error={fieldError(`partners.${index}.nameEn`)}
          />
        </SimpleGrid>
        <TextInput
          label={t('partners.url')}
          description={t('partners.urlHint')}
          type="url"
          placeholder="https://"
          withAsterisk
          {...register(`partners.${index}.url`)}
          error={fieldError(`partners.${index}.url`)}
        />
        <Controller
          control={control}
          name={`partners.${index}.logoFileId`}
          render={({ field }) => (
            <PartnerLogoField
              value={field.value}
              onChange={field.onChange}
              onUploadingChange={props.onUploadingChange}
              partnerName={name}
              error={fieldError(`partners.${index}.logoFileId`)}
            />
          )}
        />
      </Stack>
    </Paper>
  );
}
