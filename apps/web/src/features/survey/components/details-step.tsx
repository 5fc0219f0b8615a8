import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Checkbox, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TSurveyCodeAnswer } from '@putt/contract/survey-entry';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFocusOnShow } from '../focus-on-show';
import { useFieldError } from '../../../ui/use-field-error';
import { showServerFieldErrors } from '../../../ui/server-field-errors';
import { entryDefaults, entryResolver, missingRequired, type EntryValues } from './entry-values';
import { PrivacyNotice } from './privacy-notice';

type Props = {
  SK: string;
  authCode: string;
  answer: TSurveyCodeAnswer;
  /** a birth date the test's examinees are about (spec-2 §9), shown as the hint's example */
  dobExample: string;
  /** the e-mail receives the link to the examinee's own report (decision 028): the field says so */
  reportMail: boolean;
  pending: boolean;
  onEnter(values: EntryValues): Promise<unknown>;
  onMissing(): void;
  onOtherCode(): void;
};

/**
 * The second step: who the examinee is (spec-2 §5). A listed student confirms the listed name and
 * types the birth date; anyone else gives number, name, gender and birth date; all give an e-mail
 * and agree to the privacy notice. Nothing typed is lost on a refusal.
 */
export function DetailsStep({
  SK,
  authCode,
  answer,
  dobExample,
  reportMail,
  pending,
  onEnter,
  onMissing,
  onOtherCode,
}: Props) {
  const { t } = useTranslation('survey');
  const registered = answer.student !== null;
  const resolver = useMemo(() => entryResolver({ SK, authCode, answer }), [SK, authCode, answer]);
  const { register, handleSubmit, control, formState, setError, getValues } = useForm<
    EntryValues,
    unknown,
    unknown
  >({
    resolver,
    defaultValues: entryDefaults(answer),
  });
  const fieldError = useFieldError(formState.errors);
  // the code was accepted: the new step's heading takes the focus, not the page body (decision 026)
  const heading = useFocusOnShow<HTMLHeadingElement>();
  const submit = handleSubmit(
    async (_parsed) => {
      try {
        await onEnter(getValues());
      } catch (error) {
        showServerFieldErrors(error, setError);
      }
    },
    () => {
      if (missingRequired(getValues(), registered)) onMissing();
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="survey-details-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="survey-details-title" ref={heading} tabIndex={-1}>
          {t('entry.infoTitle')}
        </Title>
        {answer.used && <Alert color="blue">{t('entry.resumeIntro')}</Alert>}
        {registered ? (
          <>
            <Text fw={700}>
              {t('entry.registered', { num: getValues('num'), name: answer.student!.name })}
            </Text>
            <Checkbox
              label={t('entry.confirmSelf')}
              {...register('confirmSelf')}
              error={fieldError('confirmSelf')}
            />
          </>
        ) : (
          <>
            <TextInput
              label={t('entry.num')}
              inputMode="numeric"
              maxLength={3}
              withAsterisk
              {...register('num')}
              error={fieldError('num')}
            />
            <TextInput
              label={t('entry.name')}
              autoComplete="name"
              maxLength={20}
              withAsterisk
              {...register('name')}
              error={fieldError('name')}
            />
            <Controller
              control={control}
              name="gender"
              render={({ field }) => (
                <Radio.Group
                  label={t('entry.gender')}
                  withAsterisk
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldError('gender')}
                >
                  <Group mt={4}>
                    <Radio value="m" label={t('entry.male')} />
                    <Radio value="f" label={t('entry.female')} />
                  </Group>
                </Radio.Group>
              )}
            />
          </>
        )}
        <TextInput
          label={t('entry.dob')}
          // the example is in the hint, not a placeholder: a grey 20140101 in the field looked like a
          // typed value, turned red with the field's error, and differed from the hint's own example
          description={t('entry.dobHint', { example: dobExample })}
          inputMode="numeric"
          autoComplete="bday"
          maxLength={8}
          withAsterisk
          {...register('dob')}
          error={fieldError('dob')}
        />
        <TextInput
          label={t('entry.email')}
          description={t(reportMail ? 'entry.emailHint' : 'entry.emailHintSchool')}
          type="email"
          autoComplete="email"
          maxLength={100}
          withAsterisk
          {...register('email')}
          error={fieldError('email')}
        />
        <PrivacyNotice />
        <Checkbox label={t('entry.privacyAgree')} {...register('privacy')} error={fieldError('privacy')} />
        <Button type="submit" size="lg" loading={pending}>
          {t('entry.start')}
        </Button>
        <Button variant="subtle" onClick={onOtherCode}>
          {t('entry.otherCode')}
        </Button>
      </Stack>
    </form>
  );
}
