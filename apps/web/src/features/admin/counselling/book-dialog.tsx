import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Radio.css';
import { Group, NativeSelect, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  type TAdminCounsellingDetail,
  type TBookCounsellingInput,
  ZBookCounsellingInput,
} from '@putt/contract/admin/counselling';
import { REASON_MAX } from '@putt/contract/admin/common';
import { COUNSELLING_PLACE_MAX, COUNSELLING_URL_MAX } from '@putt/contract/counselling';
import { seoulToday } from '@putt/contract/dates';
import { counselTypes } from '@putt/contract/orders';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Dialog } from '../../../ui/dialog';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { toast } from '../../../ui/toast';
import { useFieldError } from '../../../ui/use-field-error';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { DialogButtons } from '../ui/dialog-buttons';
import { FormFailure } from '../ui/form-failure';
import { useDialogSave } from '../ui/use-dialog-save';
import { koreaParts, startTimes } from './korea-time';
import { YmdDateInput } from '../../../ui/form/ymd-date-input';

/** The form holds every field as text; the one of place and link the type does not use is not sent. */
type BookForm = Required<TBookCounsellingInput>;
type BookInput = z.output<typeof ZBookCounsellingInput>;

const toInput = (form: BookForm): TBookCounsellingInput => ({
  ...form,
  place: form.type === 'offline' ? form.place : '',
  meetingUrl: form.type === 'online' ? form.meetingUrl : '',
});

function defaultsOf(session: TAdminCounsellingDetail): BookForm {
  const booked = session.startsAt === null ? null : koreaParts(session.startsAt);
  const requested =
    session.requestedDate && session.requestedDate >= seoulToday() ? session.requestedDate : '';
  return {
    id: session.id,
    date: booked?.date ?? requested,
    time: booked?.time ?? '',
    counsellor: session.counsellor?.staffId ?? '',
    type: session.type ?? session.requestedType ?? 'offline',
    place: session.place,
    meetingUrl: session.meetingUrl,
    reason: '',
  };
}

/**
 * Books a session, or moves its booking: day and start (Korea time), a counsellor free then, in
 * person with a place or online with a link, and on a change the reason the customer is told. A
 * refusal (the counsellor is busy, outside the working hours) shows on its field, nothing typed lost.
 */
export function BookDialog({
  session,
  ownOnly = false,
  onClose,
}: {
  session: TAdminCounsellingDetail;
  /** the assigned counsellor moving their own booking: they are the only counsellor to choose */
  ownOnly?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin_counselling', 'admin']);
  const counsellors = useAdminQuery('adminListCounsellors', {}, { enabled: !ownOnly });
  const mutation = useAdminMutation('adminBookCounselling', ['adminGetCounselling', 'adminListCounselling']);
  const { register, handleSubmit, formState, setError, control } = useForm<BookForm, unknown, BookInput>({
    resolver: contractResolver(ZBookCounsellingInput, { toInput }),
    defaultValues: defaultsOf(session),
  });
  const type = useWatch({ control, name: 'type' });
  const fieldError = useFieldError(formState.errors);
  const { run, failure } = useDialogSave(setError, 'admin_counselling:failed');
  const rebooking = session.status === 'booked';
  const onSubmit = handleSubmit((value) =>
    run(
      () => mutation.mutateAsync(value),
      () => {
        toast.success(t('book.done', { name: session.examineeName }));
        onClose();
      },
    ),
  );

  const current = defaultsOf(session);
  const times = startTimes(session.minutes);
  if (current.time && !times.includes(current.time)) times.unshift(current.time);
  const choose = { value: '', label: t('book.choose') };
  const courseOf = (course: string) => t(`admin:expertCourses.${course}`);
  const counsellorOptions = [
    choose,
    ...(counsellors.data?.items ?? []).map((item) => ({
      value: item.staffId,
      label: t('book.counsellorOption', { name: item.name, course: courseOf(item.expertCourse) }),
    })),
  ];
  // the one booked before stays choosable while the list loads, or if they can no longer counsel
  if (session.counsellor && !counsellorOptions.some((option) => option.value === session.counsellor!.staffId))
    counsellorOptions.push({ value: session.counsellor.staffId, label: session.counsellor.name });

  return (
    <Dialog
      opened
      onClose={onClose}
      title={t(rebooking ? 'book.rebookTitle' : 'book.title', { name: session.examineeName })}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          <FormFailure text={failure} />
          <Text fz="sm">{t('book.help', { minutes: session.minutes })}</Text>
          <Group grow align="flex-start" wrap="wrap">
            <YmdDateInput
              control={control}
              name="date"
              label={t('book.date')}
              required
              min={seoulToday()}
              error={fieldError('date')}
              miw={150}
            />
            <Controller
              control={control}
              name="time"
              render={({ field }) => (
                <NativeSelect
                  ref={field.ref}
                  label={t('book.time')}
                  description={t('book.timeHint', { minutes: session.minutes })}
                  withAsterisk
                  data={[choose, ...times]}
                  value={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  onBlur={field.onBlur}
                  error={fieldError('time')}
                  miw={150}
                />
              )}
            />
          </Group>
          <Controller
            control={control}
            name="counsellor"
            render={({ field }) => (
              <NativeSelect
                ref={field.ref}
                label={t('book.counsellor')}
                description={counsellors.isError ? t('book.counsellorsFailed') : undefined}
                withAsterisk
                data={counsellorOptions}
                value={field.value}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
                error={fieldError('counsellor')}
              />
            )}
          />
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Radio.Group
                label={t('book.type')}
                withAsterisk
                value={field.value}
                onChange={field.onChange}
                error={fieldError('type')}
              >
                <Group gap="lg" mt={6}>
                  {counselTypes.map((value, index) => (
                    <Radio
                      key={value}
                      ref={index === 0 ? field.ref : undefined}
                      value={value}
                      label={t(`types.${value}`)}
                    />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          {/* keyed: each is its own field, which keeps what was typed while the other shows */}
          {type === 'offline' ? (
            <TextInput
              key="place"
              label={t('book.place')}
              description={t('book.placeHint')}
              withAsterisk
              maxLength={COUNSELLING_PLACE_MAX}
              {...register('place')}
              error={fieldError('place')}
            />
          ) : (
            <TextInput
              key="meetingUrl"
              type="url"
              label={t('book.meetingUrl')}
              description={t('book.meetingUrlHint')}
              placeholder="https://"
              withAsterisk
              maxLength={COUNSELLING_URL_MAX}
              {...register('meetingUrl')}
              error={fieldError('meetingUrl')}
            />
          )}
          {rebooking && (
            <Textarea
              label={t('book.reason')}
              description={t('book.reasonHint')}
              autosize
              minRows={2}
              maxLength={REASON_MAX}
              {...register('reason')}
              error={fieldError('reason')}
            />
          )}
          <DialogButtons submit={t('book.submit')} busy={mutation.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Dialog>
  );
}
