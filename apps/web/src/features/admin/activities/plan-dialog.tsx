import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { ACTIVITY_NOTES_MAX, ACTIVITY_PLACE_MAX, ACTIVITY_MEETINGS_MAX } from '@putt/contract/activity-runs';
import {
  type TAdminActivityDetail,
  type TPlanActivityInput,
  ZPlanActivityInput,
} from '@putt/contract/admin/activity-runs';
import { ACTIVITY_TEAM_MAX } from '@putt/contract/catalogue-facts';
import { seoulToday } from '@putt/contract/dates';
import { Controller, type Path, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Dialog } from '../../../ui/dialog';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { toast } from '../../../ui/toast';
import { useFieldError } from '../../../ui/use-field-error';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { DatedRow } from '../ui/dated-row';
import { DialogButtons } from '../ui/dialog-buttons';
import { FormFailure } from '../ui/form-failure';
import { useDialogSave } from '../ui/use-dialog-save';
import { meetingHours } from './activity-facts';

type MeetingRow = { date: string; time: string; hours: number };
type PlanForm = Required<Omit<TPlanActivityInput, 'meetings'>> & { meetings: MeetingRow[] };
type PlanInput = z.output<typeof ZPlanActivityInput>;

const DEFAULT_TIME = '10:00';

/** A new meeting's hours: the programme's per person when one meeting can hold them, else 2. */
const defaultHours = (run: TAdminActivityDetail) =>
  run.programmeHours !== null && run.programmeHours >= 1 && run.programmeHours <= 8 ? run.programmeHours : 2;

function defaultsOf(run: TAdminActivityDetail): PlanForm {
  return {
    id: run.id,
    place: run.place,
    instructor: run.instructor ?? '',
    // the plan's, else the least the programme allows; none typed yet is no number
    teamSize: run.teamSize ?? run.teamSizes?.[0] ?? NaN,
    notes: run.notes,
    meetings: run.meetings.length
      ? run.meetings.map(({ date, time, hours }) => ({ date, time, hours }))
      : [{ date: '', time: DEFAULT_TIME, hours: defaultHours(run) }],
  };
}

/**
 * Plans a run, or changes its plan (a confirmed one then returns to planning): the place, an
 * instructor who completed an expert course, a team size the programme allows, notes for the
 * organisation and the meetings in order from today on. A refusal shows on its field, nothing typed
 * lost.
 */
export function PlanDialog({ run, onClose }: { run: TAdminActivityDetail; onClose: () => void }) {
  const { t } = useTranslation(['admin_activities', 'admin']);
  const instructors = useAdminQuery('adminListCounsellors', {});
  const mutation = useAdminMutation('adminPlanActivityRun', ['adminGetActivityRun', 'adminListActivityRuns']);
  const { register, handleSubmit, formState, setError, control } = useForm<PlanForm, unknown, PlanInput>({
    resolver: contractResolver(ZPlanActivityInput),
    defaultValues: defaultsOf(run),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'meetings' });
  const meetings = useWatch({ control, name: 'meetings' });
  const fieldError = useFieldError(formState.errors);
  const { run: save, failure } = useDialogSave(setError, 'admin_activities:failed');
  const onSubmit = handleSubmit((value) =>
    save(
      () => mutation.mutateAsync(value),
      () => {
        toast.success(t('plan.saved', { name: run.productName }));
        onClose();
      },
    ),
  );

  // the whole list's message: the contract's (on `meetings.root` in a field array) or the server's
  const meetingsError = fieldError('meetings.root' as Path<PlanForm>) ?? fieldError('meetings');
  const addMeeting = () => {
    const last = meetings?.at(-1);
    append({
      date: '',
      time: last?.time || DEFAULT_TIME,
      hours: last && Number.isFinite(last.hours) ? last.hours : defaultHours(run),
    });
  };

  const courseOf = (course: string) => t(`admin:expertCourses.${course}`);
  const instructorOptions = [
    { value: '', label: t('plan.choose') },
    ...(instructors.data?.items ?? []).map((item) => ({
      value: item.staffId,
      label: t('plan.instructorOption', { name: item.name, course: courseOf(item.expertCourse) }),
    })),
  ];
  // the one planned before stays choosable while the list loads, or if they can no longer teach
  if (run.instructor && !instructorOptions.some((option) => option.value === run.instructor))
    instructorOptions.push({ value: run.instructor, label: run.instructorName ?? run.instructor });

  const teamSizeHint = !run.teamSizes
    ? t('plan.teamSizeFree', { max: ACTIVITY_TEAM_MAX })
    : run.teamSizes[0] === run.teamSizes[1]
      ? t('plan.teamSizeFixed', { size: run.teamSizes[0] })
      : t('plan.teamSizeRanged', { min: run.teamSizes[0], max: run.teamSizes[1] });

  return (
    <Dialog opened onClose={onClose} width="md" title={t('plan.title', { name: run.productName })}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          <FormFailure text={failure} />
          {run.status === 'confirmed' && (
            <Alert color="yellow" variant="light">
              {t('plan.confirmedNotice')}
            </Alert>
          )}
          <Text fz="sm">{t('plan.help')}</Text>
          <TextInput
            label={t('plan.place')}
            description={t('plan.placeHint')}
            withAsterisk
            maxLength={ACTIVITY_PLACE_MAX}
            {...register('place')}
            error={fieldError('place')}
          />
          <Controller
            control={control}
            name="instructor"
            render={({ field }) => (
              <NativeSelect
                ref={field.ref}
                label={t('plan.instructor')}
                description={instructors.isError ? t('plan.instructorsFailed') : t('plan.instructorHint')}
                withAsterisk
                data={instructorOptions}
                value={field.value}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
                error={fieldError('instructor')}
              />
            )}
          />
          <Controller
            control={control}
            name="teamSize"
            render={({ field }) => (
              <NumberInput
                ref={field.ref}
                label={t('plan.teamSize')}
                description={teamSizeHint}
                withAsterisk
                w={{ base: '100%', sm: 200 }}
                min={run.teamSizes?.[0] ?? 1}
                max={run.teamSizes?.[1] ?? ACTIVITY_TEAM_MAX}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                suffix={t('plan.personsSuffix')}
                value={Number.isFinite(field.value) ? field.value : ''}
                // an emptied field is no number: the schema names it
                onChange={(value) => field.onChange(typeof value === 'number' ? value : NaN)}
                onBlur={field.onBlur}
                error={fieldError('teamSize')}
              />
            )}
          />
          <Textarea
            label={t('plan.notes')}
            description={t('plan.notesHint')}
            autosize
            minRows={2}
            maxLength={ACTIVITY_NOTES_MAX}
            {...register('notes')}
            error={fieldError('notes')}
          />

          <Stack gap="xs" component="section" aria-labelledby="activity-meetings">
            <Title order={3} size="h5" id="activity-meetings">
              {t('plan.meetings')}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('plan.meetingsHint')}
              {run.programmeHours !== null && ` ${t('plan.programmeHours', { hours: run.programmeHours })}`}
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
                    row: t('plan.meeting', { number }),
                    date: t('plan.date'),
                    time: t('plan.time'),
                    hours: t('plan.meetingHours'),
                    hoursSuffix: t('plan.hoursSuffix'),
                    remove: t('plan.remove'),
                    removeOf: t('plan.removeOf', { number }),
                  }}
                  minDate={seoulToday()}
                  fieldError={fieldError}
                  onRemove={() => remove(index)}
                  removeDisabled={fields.length === 1}
                />
              );
            })}
            <Group justify="space-between" wrap="wrap">
              <Button
                variant="default"
                onClick={addMeeting}
                disabled={fields.length >= ACTIVITY_MEETINGS_MAX}
              >
                {t('plan.add')}
              </Button>
              <Text fz="sm" fw={600} aria-live="polite">
                {t('plan.total', { total: meetingHours(meetings) })}
              </Text>
            </Group>
          </Stack>
          <DialogButtons submit={t('plan.submit')} busy={mutation.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Dialog>
  );
}
