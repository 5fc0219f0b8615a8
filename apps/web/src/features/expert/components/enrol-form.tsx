import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { ApiError } from '@putt/contract/client';
import {
  CAREER_TEXT_MAX,
  CAREER_YEARS_MAX,
  CERTIFICATE_NUMBER_MAX,
  coursePrerequisites,
  type TOpenCohort,
  ZEnrolmentRequest,
} from '@putt/contract/expert-courses';
import { maxLengthOf } from '@putt/contract/max-length';
import { pathOf } from '@putt/contract/routes';
import type { TBankAccount } from '@putt/contract/site';
import { useState } from 'react';
import { type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { failureText } from '../../../api/error-message';
import { AttachmentField } from '../../../ui/attachment-field';
import { useAccountFacts } from '../../../ui/form/account-facts';
import { FactBox } from '../../../ui/form/fact-box';
import { FormSection } from '../../../ui/form/form-section';
import { toast } from '../../../ui/toast';
import { useFieldError } from '../../../ui/use-field-error';
import { useWon } from '../../../ui/use-won';
import { useEnrolInExpertCourse } from '../api/expert-courses';
import {
  enrolResolver,
  type EnrolValues,
  emptyEnrolment,
  type EnrolmentRequest,
  fieldsOf,
} from './enrol-values';
import { DepositDateInput } from './deposit-date-input';

type Props = {
  cohort: TOpenCohort;
  account: TBankAccount | null;
  /** the member's name and phone, to start from (empty when they could not be read) */
  member: { name: string; phone: string };
};

/** Why the form was refused as a whole (the cohort full or closed, applied before, a failure). */
type FormAlert = { message: string; backToList: boolean };

/**
 * The enrolment for a cohort: the name the certificate will carry and the member's phone (both
 * prefilled), for the advanced and top courses the declared experience with its evidence, and the
 * bank transfer. The contract's schema checks it before it is
 * sent; the server's refusals show on their fields, or above the buttons for the cohort itself.
 * Nothing typed is lost when it is refused.
 */
export function EnrolForm({ cohort, account, member }: Props) {
  const { t } = useTranslation('expert');
  const won = useWon();
  const accountRows = useAccountFacts(account, {
    bank: t('enrol.payment.bank'),
    number: t('enrol.payment.number'),
    holder: t('enrol.payment.holder'),
  });
  const navigate = useNavigate();
  const enrol = useEnrolInExpertCourse();
  const [uploading, setUploading] = useState(false);
  const [formAlert, setFormAlert] = useState<FormAlert | null>(null);
  const prerequisite = coursePrerequisites[cohort.course];
  const { register, control, setValue, setError, setFocus, handleSubmit, formState } = useForm<
    EnrolValues,
    unknown,
    EnrolmentRequest
  >({ defaultValues: { ...emptyEnrolment, ...member }, resolver: enrolResolver(cohort) });
  const fieldError = useFieldError(formState.errors);
  const [evidenceFileId, evidenceFileName] = useWatch({
    control,
    name: ['evidenceFileId', 'evidenceFileName'],
  });

  const refused = (error: unknown) => {
    const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
    const shown = fieldsOf(cohort.course);
    const onFields = Object.entries(fields).filter(([path]) => shown.includes(path));
    for (const [path, message] of onFields) setError(path as Path<EnrolValues>, { type: 'server', message });
    const elsewhere = Object.entries(fields).find(([path]) => !shown.includes(path));
    if (elsewhere) {
      const [path, key] = elsewhere;
      setFormAlert({ message: t(key, { defaultValue: t('enrol.failed') }), backToList: path === 'cohortId' });
    } else if (onFields.length === 0) {
      setFormAlert({ message: failureText(error, t, 'expert:enrol.failed'), backToList: false });
    }
    const first = onFields[0]?.[0];
    if (first && first !== 'evidenceFileId') setFocus(first as Path<EnrolValues>);
  };

  const submit = handleSubmit(
    async (enrolment) => {
      setFormAlert(null);
      try {
        await enrol.mutateAsync(enrolment);
      } catch (error) {
        refused(error);
        return;
      }
      toast.success(t('enrol.success'));
      navigate(pathOf('mypageExpert'));
    },
    () => toast.error(t('enrol.invalid')),
  );

  const careerField = (
    <Textarea
      label={t(prerequisite ? 'enrol.member.career' : 'enrol.member.careerOptional')}
      description={t('enrol.member.careerHint')}
      rows={4}
      maxLength={CAREER_TEXT_MAX}
      {...register('career')}
      error={fieldError('career')}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormSection title={t('enrol.member.heading')}>
          <TextInput
            label={t('enrol.member.name')}
            description={t('enrol.member.nameHint')}
            autoComplete="name"
            maxLength={maxLengthOf(ZEnrolmentRequest.shape.name)}
            withAsterisk
            {...register('name')}
            error={fieldError('name')}
          />
          <TextInput
            type="tel"
            label={t('enrol.member.phone')}
            description={t('enrol.member.phoneHint')}
            autoComplete="tel"
            maxLength={maxLengthOf(ZEnrolmentRequest.shape.phone)}
            withAsterisk
            {...register('phone')}
            error={fieldError('phone')}
          />
          {!prerequisite && careerField}
        </FormSection>

        {prerequisite && (
          <FormSection title={t('enrol.qualification.heading')}>
            <Text>{t('enrol.qualification.required', { text: t(`prerequisites.${cohort.course}`) })}</Text>
            <TextInput
              label={t('enrol.qualification.careerYears')}
              description={t('enrol.qualification.careerYearsHint')}
              inputMode="numeric"
              maxLength={String(CAREER_YEARS_MAX).length}
              withAsterisk
              {...register('careerYears')}
              error={fieldError('careerYears')}
            />
            {prerequisite.doctorate && (
              <Checkbox
                label={t('enrol.qualification.doctorate')}
                description={t('enrol.qualification.doctorateHint')}
                {...register('doctorate')}
                error={fieldError('doctorate')}
              />
            )}
            {careerField}
            <TextInput
              label={t('enrol.qualification.priorCertificate')}
              description={t('enrol.qualification.priorCertificateHint')}
              maxLength={CERTIFICATE_NUMBER_MAX}
              autoCapitalize="characters"
              {...register('priorCertificate')}
              error={fieldError('priorCertificate')}
            />
            <Stack gap={6}>
              <Text fz="sm">{t('enrol.qualification.evidenceHint')}</Text>
              <AttachmentField
                ns="expert"
                value={evidenceFileId ? { id: evidenceFileId, name: evidenceFileName } : null}
                onChange={(file) => {
                  setValue('evidenceFileId', file?.id ?? '', { shouldDirty: true });
                  setValue('evidenceFileName', file?.name ?? '', { shouldDirty: true });
                }}
                onUploadingChange={setUploading}
                error={fieldError('evidenceFileId')}
              />
            </Stack>
          </FormSection>
        )}

        <FormSection title={t('enrol.payment.heading')}>
          <FactBox
            rows={[
              [t('enrol.payment.method'), t('enrol.payment.bankDeposit')],
              ...accountRows,
              [t('enrol.payment.amount'), won(cohort.price)],
            ]}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('enrol.payment.depositName')}
              description={t('enrol.payment.depositNote')}
              maxLength={maxLengthOf(ZEnrolmentRequest.shape.payment_method.shape.deposit_name)}
              withAsterisk
              {...register('payment_method.deposit_name')}
              error={fieldError('payment_method.deposit_name')}
            />
            <DepositDateInput
              field={register('payment_method.bank_date')}
              error={fieldError('payment_method.bank_date')}
            />
          </SimpleGrid>
        </FormSection>

        {formAlert && (
          <Alert color="red" variant="light">
            <Stack gap={4}>
              <Text>{formAlert.message}</Text>
              {formAlert.backToList && (
                <Anchor component={Link} to={pathOf('mypageExpert')}>
                  {t('enrol.back')}
                </Anchor>
              )}
            </Stack>
          </Alert>
        )}

        <Group justify="center">
          <Button variant="default" component={Link} to={pathOf('mypageExpert')}>
            {t('enrol.cancel')}
          </Button>
          <Button type="submit" disabled={uploading || enrol.isPending || enrol.isSuccess}>
            {enrol.isPending ? t('enrol.submitting') : t('enrol.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
