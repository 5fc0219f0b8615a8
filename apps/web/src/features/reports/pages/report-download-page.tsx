import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { ApiError } from '@putt/contract/client';
import { reportKinds, type ReportKind, type TReportDownload, ZReportDownload } from '@putt/contract/reports';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { toast } from '../../../ui/toast';
import { useFieldError } from '../../../ui/use-field-error';
import { downloadReport } from '../api/download-report';

type Values = { name: string; birthday: string };

/** Server messages show for 5 s (spec-2 §8). */
const SERVER_MESSAGE_MS = 5000;

/**
 * /ReportDownload/{SK}/{TYPE} (spec-2 §2 screen 8, §5; no login): the examinee's name and 8-digit
 * birth date download the report of the key. What was typed stays after a refusal.
 */
export default function ReportDownloadPage() {
  const { t } = useTranslation('reports');
  const params = useParams();
  const SK = params.SK ?? '';
  const TYPE = params.TYPE as ReportKind;
  const known = SK !== '' && (reportKinds as readonly string[]).includes(TYPE);
  const { register, handleSubmit, formState, setError } = useForm<Values, unknown, TReportDownload>({
    resolver: contractResolver(ZReportDownload, { toInput: (values) => ({ ...values, SK, TYPE }) }),
    defaultValues: { name: '', birthday: '' },
  });
  const fieldError = useFieldError(formState.errors);

  const onSubmit = handleSubmit(async (input) => {
    try {
      await downloadReport(input);
      toast.success(t('started'));
    } catch (error) {
      const message = error instanceof ApiError ? errorMessage(error, t, 'reports:failed') : t('failed');
      if (error instanceof ApiError && error.fields?.name) setError('name', { message: error.fields.name });
      toast.error(`${t('failed')}: ${message}`, SERVER_MESSAGE_MS);
    }
  });

  return (
    <Stack gap="md" maw={480} mx="auto">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      {!known ? (
        <Alert color="red" role="alert">
          {t('missing')}
        </Alert>
      ) : (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <Stack gap="sm">
              <Text size="sm">{t('intro')}</Text>
              <TextInput
                label={t('name')}
                withAsterisk
                autoComplete="name"
                maxLength={20}
                {...register('name')}
                error={fieldError('name')}
              />
              <TextInput
                label={t('birthday')}
                description={t('birthdayHint')}
                withAsterisk
                inputMode="numeric"
                autoComplete="bday"
                maxLength={8}
                {...register('birthday')}
                error={fieldError('birthday')}
              />
              <Button type="submit" size="md" loading={formState.isSubmitting}>
                {t('submit')}
              </Button>
              <Text size="xs" c="dimmed">
                {t('privacy')}
              </Text>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
