import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { askErasureByReportKey, ERASURE_MESSAGE_MAX } from '@putt/contract/privacy';
import type { TReportDownload } from '@putt/contract/reports';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/error-message';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { toast } from '../../../ui/toast';
import { useFieldError } from '../../../ui/use-field-error';
import { useAskErasure } from '../api/held-data';

type Values = { email: string; message: string; confirm: boolean };

/**
 * A pupil's or parent's request to erase early, sent to the company (issue 44): where to mail the
 * outcome, why, and the confirmation that it cannot be undone. What was typed stays after a refusal.
 */
export function AskErasureForm({ details }: { details: TReportDownload }) {
  const { t } = useTranslation(['reports', 'privacy']);
  const ask = useAskErasure(details);
  const { register, handleSubmit, formState } = useForm<Values, unknown, { email: string; message: string }>({
    resolver: contractResolver(askErasureByReportKey.input, {
      toInput: (values) => ({ ...details, ...values }),
    }),
    defaultValues: { email: '', message: '', confirm: false },
  });
  const fieldError = useFieldError(formState.errors);

  const onSubmit = handleSubmit(async ({ email, message }) => {
    try {
      await ask.mutateAsync({ email, message });
      toast.success(t('held.sent'), 6000);
    } catch (error) {
      toast.error(failureText(error, t, 'reports:held.askFailed'));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="ask-erasure-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="ask-erasure-title">
          {t('held.askTitle')}
        </Title>
        <Text size="sm">{t('held.askIntro')}</Text>
        <TextInput
          label={t('held.askEmail')}
          withAsterisk
          type="email"
          autoComplete="email"
          {...register('email')}
          error={fieldError('email')}
        />
        <Textarea
          label={t('held.askMessage')}
          autosize
          minRows={2}
          maxLength={ERASURE_MESSAGE_MAX}
          {...register('message')}
          error={fieldError('message')}
        />
        <Checkbox label={t('held.askConfirm')} {...register('confirm')} error={fieldError('confirm')} />
        <Button type="submit" color="red.8" loading={ask.isPending}>
          {t('held.askSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
