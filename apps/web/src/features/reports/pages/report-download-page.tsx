import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { reportKinds, type ReportKind, type TReportDownload, ZReportDownload } from '@putt/contract/reports';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { useFieldError } from '../../../ui/use-field-error';
import { downloadReport } from '../api/download-report';
import { useHeldData } from '../api/held-data';
import { isPairRefusal, refusalText } from '../components/refusal-text';
import { HELD_FAILURE_ID, HeldDataPanel } from '../components/held-data-panel';

type Values = { name: string; birthday: string };

/** The one message the form shows: a started download, or why it was refused (`pair`: the two fields). */
type Outcome = { ok: boolean; text: string; pair: boolean };

const OUTCOME_ID = 'report-download-outcome';

/**
 * /ReportDownload/{SK}/{TYPE} (spec-2 §2 screen 8, §5; no login): the examinee's name and 8-digit
 * birth date download the report of the key. What was typed stays after a refusal. The answer is
 * one message above the button, replaced by the next try (issue 40 item 13: five tries stacked
 * five toasts over the button). A name and birth date that match no report mark both fields, on a
 * download as on a look at what is held: the server cannot tell which one is wrong, and marking the
 * name alone sent parents to retype it.
 */
export default function ReportDownloadPage() {
  const { t } = useTranslation('reports');
  const params = useParams();
  const SK = params.SK ?? '';
  const TYPE = params.TYPE as ReportKind;
  const known = SK !== '' && (reportKinds as readonly string[]).includes(TYPE);
  const { register, handleSubmit, formState } = useForm<Values, unknown, TReportDownload>({
    resolver: contractResolver(ZReportDownload, { toInput: (values) => ({ ...values, SK, TYPE }) }),
    defaultValues: { name: '', birthday: '' },
  });
  const fieldError = useFieldError(formState.errors);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // the details the pupil's holder asked to see what is held with (issue 44)
  const [heldFor, setHeldFor] = useState<TReportDownload | null>(null);
  const held = useHeldData(heldFor);

  const onSubmit = handleSubmit(async (input) => {
    setOutcome(null);
    try {
      await downloadReport(input);
      setOutcome({ ok: true, text: t('started'), pair: false });
    } catch (error) {
      setOutcome({ ok: false, text: refusalText(error, t), pair: isPairRefusal(error) });
    }
  });
  const onLookup = handleSubmit((input) => {
    setOutcome(null);
    setHeldFor(input);
  });
  // both fields point at the message that says the pair matched nothing (aria-errormessage: Mantine
  // writes the fields' aria-describedby itself, from their description)
  const refusedBy = outcome?.pair
    ? OUTCOME_ID
    : heldFor && held.isError && isPairRefusal(held.error)
      ? HELD_FAILURE_ID
      : undefined;
  const pair = refusedBy ? { error: true, 'aria-errormessage': refusedBy } : {};

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
                {...pair}
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
                {...pair}
              />
              {outcome && (
                // an alert (role alert) is announced as it appears; a started download is a status
                <Alert
                  id={OUTCOME_ID}
                  role={outcome.ok ? 'status' : 'alert'}
                  color={outcome.ok ? 'teal' : 'red'}
                  p="sm"
                >
                  {outcome.text}
                </Alert>
              )}
              <Button type="submit" size="md" loading={formState.isSubmitting}>
                {t('submit')}
              </Button>
              <Text size="xs" c="dimmed">
                {t('privacy')}
              </Text>
              {TYPE === 'student' && (
                <>
                  <Text size="sm">{t('held.intro')}</Text>
                  <Button type="button" variant="default" onClick={() => void onLookup()}>
                    {t('held.lookup')}
                  </Button>
                </>
              )}
            </Stack>
          </form>
        </Paper>
      )}
      {heldFor && (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <HeldDataPanel key={JSON.stringify(heldFor)} details={heldFor} query={held} />
        </Paper>
      )}
    </Stack>
  );
}
