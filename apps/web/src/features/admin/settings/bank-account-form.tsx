import '@mantine/core/styles/Input.css';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZBankAccountInput } from '@putt/contract/admin/settings';
import type { TBankAccount } from '@putt/contract/site';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from './settings-section';
import { useFieldError } from '../../../ui/use-field-error';
import { useSaveSettings } from './use-save-settings';

/** The account customers pay into: order pages and the order e-mail show it. */
export function BankAccountForm({ initial }: { initial: TBankAccount }) {
  const { t } = useTranslation(['admin_settings', 'admin']);
  const { register, handleSubmit, formState, setError, reset } = useForm<TBankAccount>({
    resolver: zodResolver(ZBankAccountInput),
    defaultValues: initial,
  });
  const fieldError = useFieldError(formState.errors);
  const { save, invalid, saving } = useSaveSettings(setError);

  const onSubmit = handleSubmit(async (value) => {
    if (await save({ section: 'bankAccount', value }, t('bank.saved'))) reset(value);
  }, invalid);

  return (
    <SettingsSection id="settings-bank" title={t('bank.title')} description={t('bank.description')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          <TextInput label={t('bank.bank')} withAsterisk {...register('bank')} error={fieldError('bank')} />
          <TextInput
            label={t('bank.number')}
            description={t('bank.numberHint')}
            inputMode="numeric"
            withAsterisk
            {...register('number')}
            error={fieldError('number')}
          />
          <TextInput
            label={t('bank.holder')}
            withAsterisk
            {...register('holder')}
            error={fieldError('holder')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {t('bank.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
