import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import { Button, Group, NativeSelect, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  type TAdminCohortDetail,
  type TSaveCohortInput,
  ZSaveCohortInput,
} from '@putt/contract/admin/expert-courses';
import { EXPERT_CLASS_SIZE } from '@putt/contract/catalogue-facts';
import {
  COHORT_MEETINGS_MAX,
  COHORT_NAME_MAX,
  COHORT_PLACE_MAX,
  COHORT_SEATS_MAX,
  type ExpertCourseKey,
  expertCourseKeys,
} from '@putt/contract/expert-courses';
import { Controller, type Path, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Dialog } from '../../../ui/dialog';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { toast } from '../../../ui/toast';
import { useFieldError } from '../../../ui/use-field-error';
import { useAdminMutation } from '../api/admin-api';
import { DatedRow } from '../ui/dated-row';
import { DialogButtons } from '../ui/dialog-buttons';
import { FormFailure } from '../ui/form-failure';
import { useDialogSave } from '../ui/use-dialog-save';
import { courseHours } from './course-facts';

type MeetingRow = { date: string; time: string; hours: number };
/** The form holds the course as '' until one is chosen, and a new cohort's id as ''. */
type CohortForm = {
  id: string;
  course: ExpertCourseKey | '';
  name: string;
  place: string;
  seats: number;
  meetings: MeetingRow[];
};
type CohortInput = z.output<typeof ZSaveCohortInput>;

const DEFAULT_TIME = '10:00';
const DEFAULT_HOURS = 5;

const toInput = ({ id, course, ...rest }: CohortForm): TSaveCohortInput =>
  ({ ...(id ? { id } : {}), course: course || undefined, ...rest }) as TSaveCohortInput;

function defaultsOf(cohort: TAdminCohortDetail | undefined): CohortForm {
  if (!cohort)
    return {
      id: '',
      course: '',
      name: '',
      place: '',
      seats: EXPERT_CLASS_SIZE,
      meetings: [{ date: '', time: DEFAULT_TIME, hours: DEFAULT_HOURS }],
    };
  return {
    id: cohort.id,
    course: cohort.course,
    name: cohort.name,
    place: cohort.place,
    seats: cohort.seats,
    meetings: cohort.meetings.map(({ date, time, hours }) => ({ date, time, hours })),
  };
}

const hoursOf = (meetings: MeetingRow[] | undefined) =>
  (meetings ?? []).reduce((sum, meeting) => sum + (Number.isFinite(meeting.hours) ? meeting.hours : 0), 0);

/**
 * Opens a cohort of an expert course, or changes one not finished: the course (fixed once people
 * applied), its name, place and seats, and its meetings in order, whose hours add up to the
 * course's. A refusal (hours that do not add up, a day past, seats below those taken) shows on its
 * field, nothing typed lost.
 */
export function CohortDialog({ cohort, onClose }: { cohort?: TAdminCohortDetail; onClose: () => void }) {
  const { t } = useTranslation(['admin_courses', 'admin']);
  const mutation = useAdminMutation('adminSaveCohort', ['adminListCohorts', 'adminGetCohort']);
  const { register, handleSubmit, formState, setError, control } = useForm<CohortForm, unknown, CohortInput>({
    resolver: contractResolver(ZSaveCohortInput, { toInput }),
    defaultValues: defaultsOf(cohort),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'meetings' });
  const [course, meetings] = useWatch({ control, name: ['course', 'meetings'] });
  const fieldError = useFieldError(formState.errors);
  const { run, failure } = useDialogSave(setError, 'admin_courses:failed');
  const onSubmit = handleSubmit((value) =>
    run(
      () => mutation.mutateAsync(value),
      () => {
        toast.success(t(cohort ? 'cohort.saved' : 'cohort.created', { name: value.name }));
        onClose();
      },
    ),
  );

  // the server keeps the course once seats are held (an enrolment waiting, confirmed or done)
  const locked = !!cohort && cohort.held > 0;
  const total = hoursOf(meetings);
  const hours = course ? courseHours(course) : 0;
  // the whole list's message: the contract's (on `meetings.root` in a field array) or the server's
  const meetingsError = fieldError('meetings.root' as Path<CohortForm>) ?? fieldError('meetings');
  const addMeeting = () => {
    const last = meetings?.at(-1);
    const left = hours - total;
    append({
      date: '',
      time: last?.time || DEFAULT_TIME,
      hours: left > 0 ? Math.min(8, left) : DEFAULT_HOURS,
    });
  };

  return (
    <Dialog
      opened
      onClose={onClose}
      width="md"
      title={cohort ? t('cohort.titleEdit', { name: cohort.name }) : t('cohort.titleNew')}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          <FormFailure text={failure} />
          <Controller
            control={control}
            name="course"
            render={({ field }) => (
              <NativeSelect
                ref={field.ref}
                label={t('cohort.course')}
                description={locked ? t('cohort.courseLockedHint') : undefined}
                withAsterisk
                disabled={locked}
                data={[
                  { value: '', label: t('cohort.choose') },
                  ...expertCourseKeys.map((value) => ({ value, label: t(`courses.${value}`) })),
                ]}
                value={field.value}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
                error={fieldError('course')}
              />
            )}
          />
          <TextInput
            label={t('cohort.name')}
            description={t('cohort.nameHint')}
            withAsterisk
            maxLength={COHORT_NAME_MAX}
            {...register('name')}
            error={fieldError('name')}
          />
          <TextInput
            label={t('cohort.place')}
            description={t('cohort.placeHint')}
            withAsterisk
            maxLength={COHORT_PLACE_MAX}
            {...register('place')}
            error={fieldError('place')}
          />
          <Controller
            control={control}
            name="seats"
            render={({ field }) => (
              <NumberInput
                ref={field.ref}
                label={t('cohort.seats')}
                description={t('cohort.seatsHint', { size: EXPERT_CLASS_SIZE, max: COHORT_SEATS_MAX })}
                withAsterisk
                w={{ base: '100%', sm: 200 }}
                min={1}
                max={COHORT_SEATS_MAX}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                suffix={t('cohort.seatsSuffix')}
                value={field.value}
                // an emptied field is no number: the schema names it
                onChange={(value) => field.onChange(typeof value === 'number' ? value : NaN)}
                onBlur={field.onBlur}
                error={fieldError('seats')}
              />
            )}
          />

          <Stack gap="xs" component="section" aria-labelledby="cohort-meetings">
            <Title order={3} size="h5" id="cohort-meetings">
              {t('cohort.meetings')}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('cohort.meetingsHint')}
            </Text>
            {meetingsError && (
              <Text fz="sm" c="red.8" role="alert">
                {meetingsError}
              </Text>
            )}
            {fields.map((item, index) => {
              const number = index + 1;
              return (
                <DatedRow
                  key={item.id}
                  control={control}
                  register={register}
                  path={`meetings.${index}`}
                  time={fields[index]?.time}
                  labels={{
                    row: t('cohort.meeting', { number }),
                    date: t('cohort.date'),
                    time: t('cohort.time'),
                    hours: t('cohort.meetingHours'),
                    hoursSuffix: t('cohort.hoursSuffix'),
                    remove: t('cohort.remove'),
                    removeOf: t('cohort.removeOf', { number }),
                  }}
                  fieldError={fieldError}
                  onRemove={() => remove(index)}
                  removeDisabled={fields.length === 1}
                />
              );
            })}
            <Group justify="space-between" wrap="wrap">
              <Button variant="default" onClick={addMeeting} disabled={fields.length >= COHORT_MEETINGS_MAX}>
                {t('cohort.add')}
              </Button>
              <Text fz="sm" fw={600} c={course && total !== hours ? 'red.8' : undefined} aria-live="polite">
                {course ? t('cohort.total', { total, hours }) : t('cohort.totalNoCourse', { total })}
              </Text>
            </Group>
          </Stack>
          <DialogButtons
            submit={t(cohort ? 'cohort.submitEdit' : 'cohort.submitNew')}
            busy={mutation.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
