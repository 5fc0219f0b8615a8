import '@mantine/core/styles/Input.css';
import { Button, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMAIL_MAX,
  INQUIRY_CONTENT_MAX,
  INQUIRY_NAME_MAX,
  type TInquiry,
  ZInquiry,
} from '@putt/contract/inquiries';
import { useState } from 'react';
import { Controller, type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import { useFieldError } from '../../../ui/use-field-error';
import { useHydrated } from '../../../ui/use-hydrated';
import { useAddMyreg } from '../api/inquiries';
import { AttachmentField } from '../../../ui/attachment-field';
import { PhoneParts } from '../components/phone-parts';
import { PrivacyConsent } from '../components/privacy-consent';
import { failureText } from '../../../api/error-message';

// The select's "choose" option and no consent yet: values the schema refuses until the user picks.
const unchosen = { phone1: '', privacyAgreement: undefined } as unknown as Pick<
  TInquiry,
  'phone1' | 'privacyAgreement'
>;

const empty: TInquiry = {
  name: '',
  phone2: '',
  phone3: '',
  email: '',
  content: '',
  attached_file_drive_id: '',
  attached_file_name: '',
  ...unchosen,
};

/** /Inquiry: the individual inquiry (spec-2 §2-§5); a failed send keeps everything typed. */
export default function InquiryPage() {
  const hydrated = useHydrated();
  const { t } = useTranslation(['inquiry', 'validation']);
  const send = useAddMyreg();
  const [uploading, setUploading] = useState(false);
  // a new attachment field after a send: no progress or message of the last file stays
  const [sent, setSent] = useState(0);
  const { register, handleSubmit, control, reset, setValue, formState } = useForm<TInquiry>({
    resolver: zodResolver(ZInquiry),
    defaultValues: empty,
  });
  const [fileId, fileName] = useWatch({ control, name: ['attached_file_drive_id', 'attached_file_name'] });
  const fieldError = useFieldError(formState.errors);

  const onInvalid = (errors: FieldErrors<TInquiry>) => {
    const onlyConsent = Object.keys(errors).every((name) => name === 'privacyAgreement');
    toast.error(onlyConsent ? t('validation:v.consentRequired') : t('form.required'));
  };

  const onSubmit = handleSubmit(async (inquiry) => {
    try {
      await send.mutateAsync(inquiry);
      toast.success(t('inquiry.success'));
      reset(empty);
      setSent((count) => count + 1);
    } catch (error) {
      toast.error(failureText(error, t, 'inquiry.failed'));
    }
  }, onInvalid);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <Text mb="lg">{t('inquiry.intro')}</Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label={t('inquiry.name')}
            autoComplete="name"
            maxLength={INQUIRY_NAME_MAX}
            withAsterisk
            {...register('name')}
            error={fieldError('name')}
          />
          <PhoneParts
            register={register}
            errors={{
              phone1: fieldError('phone1'),
              phone2: fieldError('phone2'),
              phone3: fieldError('phone3'),
            }}
          />
          <TextInput
            label={t('inquiry.email')}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            withAsterisk
            {...register('email')}
            error={fieldError('email')}
          />
          <Textarea
            label={t('inquiry.content')}
            rows={8}
            maxLength={INQUIRY_CONTENT_MAX}
            withAsterisk
            {...register('content')}
            error={fieldError('content')}
          />
          <AttachmentField
            ns="inquiry"
            key={sent}
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
                items={t('consent.individualItems')}
                error={fieldError('privacyAgreement')}
              />
            )}
          />
          <Button type="submit" disabled={!hydrated || uploading || send.isPending}>
            {send.isPending ? t('form.submitting') : t('inquiry.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
