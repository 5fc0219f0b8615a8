import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Button, Container, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMAIL_MAX,
  INQUIRY_CONTENT_MAX,
  INQUIRY_NAME_MAX,
  targetOfPid,
  type TOrgInquiry,
  ZOrgInquiry,
} from '@putt/contract/inquiries';
import { pathOf } from '@putt/contract/routes';
import { useEffect, useState } from 'react';
import { Controller, type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PostcodeField } from '../../../ui/postcode/postcode-field';
import { toast } from '../../../ui/toast';
import { useFieldError } from '../../../ui/use-field-error';
import { useHydrated } from '../../../ui/use-hydrated';
import { useAddOrgMyreg } from '../api/inquiries';
import { AttachmentField } from '../../../ui/attachment-field';
import { PrivacyConsent } from '../components/privacy-consent';
import { failureText } from '../../../api/error-message';
import { usePostcodeLabels } from '../../../ui/postcode/postcode-labels';

/** spec-2 §9: after a sent organisation inquiry, the toast shows this long, then home. */
const HOME_AFTER_MS = 2000;

// Nothing typed or chosen yet: values the schema refuses until the user gives them.
const unchosen = { examineeCount: undefined, privacyAgreement: undefined } as unknown as Pick<
  TOrgInquiry,
  'examineeCount' | 'privacyAgreement'
>;

const empty: TOrgInquiry = {
  orgName: '',
  deptName: '',
  name: '',
  address: { postCode: '', address: '', addressDetail: '' },
  phoneNumber: '',
  email: '',
  content: '',
  attached_file_drive_id: '',
  attached_file_name: '',
  ...unchosen,
};

/** /OrgInquiry/:pid: an organisation's inquiry about the product the pid names (spec-2 §2-§5, §9). */
export default function OrgInquiryPage() {
  const hydrated = useHydrated();
  const { t } = useTranslation(['inquiry', 'validation']);
  const postcodeLabels = usePostcodeLabels();
  const navigate = useNavigate();
  const { pid = '' } = useParams();
  const send = useAddOrgMyreg();
  const [uploading, setUploading] = useState(false);
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (!sent) return;
    const goHome = window.setTimeout(() => navigate(pathOf('home')), HOME_AFTER_MS);
    return () => window.clearTimeout(goHome);
  }, [sent, navigate]);
  const { register, handleSubmit, control, setValue, formState } = useForm<TOrgInquiry>({
    resolver: zodResolver(ZOrgInquiry),
    defaultValues: empty,
  });
  const [fileId, fileName] = useWatch({ control, name: ['attached_file_drive_id', 'attached_file_name'] });
  const fieldError = useFieldError(formState.errors);
  const detailError = formState.errors.address?.addressDetail?.message;

  const onInvalid = (errors: FieldErrors<TOrgInquiry>) => {
    const onlyConsent = Object.keys(errors).every((name) => name === 'privacyAgreement');
    toast.error(onlyConsent ? t('validation:v.consentRequired') : t('form.required'));
  };

  const onSubmit = handleSubmit(async (inquiry) => {
    try {
      await send.mutateAsync({ ...inquiry, pid });
      setSent(true);
      toast.success(t('inquiry.success'), HOME_AFTER_MS);
    } catch (error) {
      toast.error(failureText(error, t, 'inquiry.failed'));
    }
  }, onInvalid);

  return (
    <Container size={760} py="xl">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Text mb="lg">{t('org.intro')}</Text>
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <TextInput label={t('org.target')} value={t(`org.targets.${targetOfPid(pid)}`)} readOnly />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('org.orgName')}
                autoComplete="organization"
                maxLength={50}
                withAsterisk
                {...register('orgName')}
                error={fieldError('orgName')}
              />
              <TextInput
                label={t('org.deptName')}
                maxLength={50}
                withAsterisk
                {...register('deptName')}
                error={fieldError('deptName')}
              />
              <TextInput
                label={t('org.name')}
                autoComplete="name"
                maxLength={INQUIRY_NAME_MAX}
                withAsterisk
                {...register('name')}
                error={fieldError('name')}
              />
              <TextInput
                label={t('org.examineeCount')}
                description={t('org.examineeCountHint')}
                type="number"
                inputMode="numeric"
                min={1}
                withAsterisk
                {...register('examineeCount', { valueAsNumber: true })}
                error={fieldError('examineeCount')}
              />
              <TextInput
                label={t('org.phoneNumber')}
                description={t('org.phoneNumberHint')}
                type="tel"
                autoComplete="tel"
                maxLength={20}
                withAsterisk
                {...register('phoneNumber')}
                error={fieldError('phoneNumber')}
              />
              <TextInput
                label={t('org.email')}
                type="email"
                autoComplete="email"
                maxLength={EMAIL_MAX}
                withAsterisk
                {...register('email')}
                error={fieldError('email')}
              />
            </SimpleGrid>
            <Controller
              control={control}
              name="address"
              render={({ field }) => (
                <PostcodeField
                  label={t('org.address')}
                  value={{ postCode: '', address: '', addressDetail: '', ...field.value }}
                  onChange={field.onChange}
                  labels={postcodeLabels}
                  detailError={detailError && t(`validation:${detailError}`)}
                />
              )}
            />
            <Textarea
              label={t('org.content')}
              rows={6}
              maxLength={INQUIRY_CONTENT_MAX}
              {...register('content')}
              error={fieldError('content')}
            />
            <AttachmentField
              ns="inquiry"
              value={fileId && fileName ? { id: fileId, name: fileName } : null}
              onChange={(file) => {
                setValue('attached_file_drive_id', file?.id ?? '');
                setValue('attached_file_name', file?.name ?? '');
              }}
              onUploadingChange={setUploading}
            />
            <Controller
              control={control}
              name="privacyAgreement"
              render={({ field }) => (
                <PrivacyConsent
                  value={field.value}
                  onChange={field.onChange}
                  items={t('consent.orgItems')}
                  error={fieldError('privacyAgreement')}
                />
              )}
            />
            <Button type="submit" disabled={!hydrated || uploading || send.isPending || sent}>
              {send.isPending ? t('form.submitting') : t('org.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
