import '@mantine/core/styles/Input.css';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { ACCESS_REVIEW_NOTE_MAX, adminRecordAccessReview } from '@putt/contract/admin/access-review';
import type { Output } from '@putt/contract/operations';
import { formatDateTime } from '@putt/contract/format';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/error-message';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { toast } from '../../../ui/toast';
import { useFieldError } from '../../../ui/use-field-error';
import { useAdminMutation } from '../api/admin-api';

type Props = {
  month: string;
  /** the month has not ended: its figures still change, it is recorded after */
  open: boolean;
  review: Output<'adminGetAccessReview'>['review'];
};

/**
 * Whether the month was reviewed, by whom and with what note; else the form that records it. Keyed
 * by the month where it is used: another month starts a fresh form.
 */
export function ReviewRecord({ month, open, review }: Props) {
  const { t } = useTranslation('admin');
  const doneRef = useRef<HTMLHeadingElement>(null);
  const [recorded, setRecorded] = useState(false);
  const mutation = useAdminMutation('adminRecordAccessReview', ['adminGetAccessReview']);
  const { register, handleSubmit, formState } = useForm<
    { note: string },
    unknown,
    { month: string; note: string }
  >({
    resolver: contractResolver(adminRecordAccessReview.input, {
      toInput: (values) => ({ ...values, month }),
    }),
    defaultValues: { note: '' },
  });
  const fieldError = useFieldError(formState.errors);
  // the form gives way to the record of the review: focus follows it (decision 014)
  useEffect(() => {
    if (review && recorded) doneRef.current?.focus();
  }, [review, recorded]);

  const onSubmit = handleSubmit(async (input) => {
    try {
      await mutation.mutateAsync(input);
      setRecorded(true);
      toast.success(t('accessReview.recorded'));
    } catch (error) {
      toast.error(failureText(error, t, 'admin:actionFailed'));
    }
  });

  return (
    <Paper withBorder p="md" radius="md">
      {review ? (
        <Stack gap={4}>
          <Title order={2} size="h4" ref={doneRef} tabIndex={-1}>
            {t('accessReview.doneTitle')}
          </Title>
          <Text size="sm">
            {t('accessReview.doneBy', { by: review.reviewedBy, at: formatDateTime(review.reviewedAt) })}
          </Text>
          {review.note && <Text size="sm">{review.note}</Text>}
        </Stack>
      ) : open ? (
        <Text size="sm">{t('accessReview.monthOpen')}</Text>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('accessReview.recordTitle')}
            </Title>
            <Textarea
              label={t('accessReview.note')}
              description={t('accessReview.noteHint', { max: ACCESS_REVIEW_NOTE_MAX })}
              autosize
              minRows={2}
              maxLength={ACCESS_REVIEW_NOTE_MAX}
              {...register('note')}
              error={fieldError('note')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={mutation.isPending}>
                {t('accessReview.record')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
