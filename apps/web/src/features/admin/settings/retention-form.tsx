import '@mantine/core/styles/Input.css';
import { Button, Group, List, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FIXED_RETENTION,
  RETENTION_BOUNDS,
  type RetentionRule,
  type TRetentionRules,
  ZRetentionRules,
} from '@putt/contract/retention';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../ui/use-field-error';
import { RetentionHistory } from './retention-history';
import { SettingsSection } from './settings-section';
import { useSaveSettings } from './use-save-settings';

const rules: readonly RetentionRule[] = ['identityYears', 'inactiveAccountYears'];

/**
 * The retention periods (decision 041): the two an administrator may move within their legal
 * bounds, the ones the law fixes beside them, and every change so far. The destruction job and the
 * privacy policy use what is saved at once.
 */
export function RetentionForm({ initial }: { initial: TRetentionRules }) {
  const { t } = useTranslation(['admin_settings', 'admin']);
  const { handleSubmit, control, formState, setError, reset } = useForm<TRetentionRules>({
    resolver: zodResolver(ZRetentionRules),
    defaultValues: initial,
  });
  const fieldError = useFieldError(formState.errors);
  const { save, invalid, saving } = useSaveSettings(setError);

  const onSubmit = handleSubmit(async (value) => {
    if (await save({ section: 'retention', value }, t('retention.saved'))) reset(value);
  }, invalid);

  return (
    <SettingsSection
      id="settings-retention"
      title={t('retention.title')}
      description={t('retention.description')}
    >
      <Stack gap="md">
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {rules.map((rule) => (
                <Controller
                  key={rule}
                  control={control}
                  name={rule}
                  render={({ field }) => (
                    <NumberInput
                      ref={field.ref}
                      label={t(`retention.${rule}`)}
                      description={t(`retention.${rule}Hint`, RETENTION_BOUNDS[rule])}
                      withAsterisk
                      min={RETENTION_BOUNDS[rule].min}
                      max={RETENTION_BOUNDS[rule].max}
                      allowDecimal={false}
                      allowNegative={false}
                      clampBehavior="none"
                      suffix={t('retention.yearsSuffix')}
                      value={field.value}
                      // an emptied field is no number: the schema names it
                      onChange={(value) => field.onChange(typeof value === 'number' ? value : NaN)}
                      onBlur={field.onBlur}
                      error={fieldError(rule)}
                    />
                  )}
                />
              ))}
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={saving}>
                {t('retention.save')}
              </Button>
            </Group>
          </Stack>
        </form>
        <div>
          <Text fw={600} size="sm">
            {t('retention.fixedTitle')}
          </Text>
          <List size="sm" mt={4}>
            <List.Item>{t('retention.fixedOrders', { years: FIXED_RETENTION.orderYears })}</List.Item>
            <List.Item>{t('retention.fixedInquiries', { years: FIXED_RETENTION.inquiryYears })}</List.Item>
            <List.Item>{t('retention.fixedAudit', { years: FIXED_RETENTION.auditLogMinYears })}</List.Item>
            <List.Item>
              {t('retention.fixedWarning', { days: FIXED_RETENTION.inactivityWarningDays })}
            </List.Item>
          </List>
        </div>
        <RetentionHistory />
      </Stack>
    </SettingsSection>
  );
}
