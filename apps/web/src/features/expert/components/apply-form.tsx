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
  ZExpertApplication,
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
import { useApplyExpertCourse } from '../api/expert-courses';
import {
  applyResolver,
  type ApplyValues,
  emptyApplication,
  type ExpertApplication,
  fieldsOf,
} from './apply-values';
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
 * The application for a cohort: the name the certificate will carry and the member's phone (both
 * prefilled), for the advanced and top courses the declared experience with its evidence, and the
 * bank transfer. The contract's schema checks it before it is
 * sent; the server's refusals show on their fields, or above the buttons for the cohort itself.
 * Nothing typed is lost when it is refused.
 */
export function ApplyForm({ cohort, account, member }: Props) {
  const { t } = useTranslation('expert');
  const won = useWon();
  const accountRows = useAccountFacts(account, {
    bank: t('apply.payment.bank'),
    number: t('apply.payment.number'),
    holder: t('apply.payment.holder'),
  });
  const navigate = useNavigate();
  const apply = useApplyExpertCourse();
  const [uploading, setUploading] = useState(false);
  const [formAlert, setFormAlert] = useState<FormAlert | null>(null);
  const prerequisite = coursePrerequisites[cohort.course];
  const { register, control, setValue, setError, setFocus, handleSubmit, formState } = useForm<
    ApplyValues,
    unknown,
    ExpertApplication
  >({ defaultValues: { ...emptyApplication, ...member }, resolver: applyResolver(cohort) });
  const fieldError = useFieldError(formState.errors);
  const [evidenceFileId, evidenceFileName] = useWatch({
    control,
    name: ['evidenceFileId', 'evidenceFileName'],
  });

  const refused = (error: unknown) => {
    const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
    const shown = fieldsOf(cohort.course);
    const onFields = Object.entries(fields).filter(([path]) => shown.includes(path));
    for (const [path, message] of onFields) setError(path as Path<ApplyValues>, { type: 'server', message });
    const elsewhere = Object.entries(fields).find(([path]) => !shown.includes(path));
    if (elsewhere) {
      const [path, key] = elsewhere;
      setFormAlert({ message: t(key, { defaultValue: t('apply.failed') }), backToList: path === 'cohortId' });
    } else if (onFields.length === 0) {
      setFormAlert({ message: failureText(error, t, 'expert:apply.failed'), backToList: false });
    }
    const first = onFields[0]?.[0];
    if (first && first !== 'evidenceFileId') setFocus(first as Path<ApplyValues>);
  };

  const submit = handleSubmit(
    async (application) => {
      setFormAlert(null);
      try {
        await apply.mutateAsync(application);
      } catch (error) {
        refused(error);
        return;
      }
      toast.success(t('apply.success'));
      navigate(pathOf('mypageExpert'));
    },
    () => toast.error(t('apply.invalid')),
  );

  const careerField = (
    <Textarea
      label={t(prerequisite ? 'apply.applicant.career' : 'apply.applicant.careerOptional')}
      description={t('apply.applicant.careerHint')}
      rows={4}
      maxLength={CAREER_TEXT_MAX}
      {...register('career')}
      error={fieldError('career')}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormSection title={t('apply.applicant.heading')}>
          <TextInput
            label={t('apply.applicant.name')}
            description={t('apply.applicant.nameHint')}
            autoComplete="name"
            maxLength={maxLengthOf(ZExpertApplication.shape.name)}
            withAsterisk
            {...register('name')}
            error={fieldError('name')}
          />
          <TextInput
            type="tel"
            label={t('apply.applicant.phone')}
            description={t('apply.applicant.phoneHint')}
            autoComplete="tel"
            maxLength={maxLengthOf(ZExpertApplication.shape.phone)}
            withAsterisk
            {...register('phone')}
            error={fieldError('phone')}
          />
          {!prerequisite && careerField}
        </FormSection>

        {prerequisite && (
          <FormSection title={t('apply.qualification.heading')}>
            <Text>{t('apply.qualification.required', { text: t(`prerequisites.${cohort.course}`) })}</Text>
            <TextInput
              label={t('apply.qualification.careerYears')}
              description={t('apply.qualification.careerYearsHint')}
              inputMode="numeric"
              maxLength={String(CAREER_YEARS_MAX).length}
              withAsterisk
              {...register('careerYears')}
              error={fieldError('careerYears')}
            />
            {prerequisite.doctorate && (
              <Checkbox
                label={t('apply.qualification.doctorate')}
                description={t('apply.qualification.doctorateHint')}
                {...register('doctorate')}
                error={fieldError('doctorate')}
              />
            )}
            {careerField}
            <TextInput
              label={t('apply.qualification.priorCertificate')}
              description={t('apply.qualification.priorCertificateHint')}
              maxLength={CERTIFICATE_NUMBER_MAX}
              autoCapitalize="characters"
              {...register('priorCertificate')}
              error={fieldError('priorCertificate')}
            />
            <Stack gap={6}>
              <Text fz="sm">{t('apply.qualification.evidenceHint')}</Text>
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

        <FormSection title={t('apply.payment.heading')}>
          <FactBox
            rows={[
              [t('apply.payment.method'), t('apply.payment.bankDeposit')],
              ...accountRows,
              [t('apply.payment.amount'), won(cohort.price)],
            ]}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('apply.payment.depositName')}
              description={t('apply.payment.depositNote')}
              maxLength={maxLengthOf(ZExpertApplication.shape.payment_method.shape.deposit_name)}
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
                  {t('apply.back')}
                </Anchor>
              )}
            </Stack>
          </Alert>
        )}

        <Group justify="center">
          <Button variant="default" component={Link} to={pathOf('mypageExpert')}>
            {t('apply.cancel')}
          </Button>
          <Button type="submit" disabled={uploading || apply.isPending || apply.isSuccess}>
            {apply.isPending ? t('apply.submitting') : t('apply.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
