import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { NumberInput, Stack, Text } from '@mantine/core';
import {
  adminRecordExam,
  type TAdminCohortDetail,
  type TAdminEnrolment,
} from '@putt/contract/admin/expert-courses';
import { courseExams, EXAM_PASS_MARK } from '@putt/contract/expert-courses';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Dialog } from '../../../ui/dialog';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { toast } from '../../../ui/toast';
import { useFieldError } from '../../../ui/use-field-error';
import { useAdminMutation } from '../api/admin-api';
import { DialogButtons } from '../ui/dialog-buttons';
import { FormFailure } from '../ui/form-failure';
import { useDialogSave } from '../ui/use-dialog-save';

type ExamForm = { id: string; written: number | null; practical: number | null };
type ExamInput = z.output<typeof adminRecordExam.input>;

/**
 * A confirmed participant's exam results, 0-100 for each exam the course has; one not yet taken
 * stays empty (sent as none).
 */
export function ExamDialog({
  cohort,
  enrolment,
  onClose,
}: {
  cohort: TAdminCohortDetail;
  enrolment: TAdminEnrolment;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin_courses', 'admin']);
  const mutation = useAdminMutation('adminRecordExam', ['adminGetCohort']);
  const exams = courseExams[cohort.course];
  const { handleSubmit, formState, setError, control } = useForm<ExamForm, unknown, ExamInput>({
    resolver: contractResolver(adminRecordExam.input),
    defaultValues: { id: enrolment.id, written: enrolment.written, practical: enrolment.practical },
  });
  const fieldError = useFieldError(formState.errors);
  const { run, failure } = useDialogSave(setError, 'admin_courses:failed');
  const onSubmit = handleSubmit((value) =>
    run(
      // only the course's exams: the others are none
      () =>
        mutation.mutateAsync({
          id: value.id,
          written: exams.includes('written') ? value.written : null,
          practical: exams.includes('practical') ? value.practical : null,
        }),
      () => {
        toast.success(t('exam.saved', { name: enrolment.name }));
        onClose();
      },
    ),
  );

  return (
    <Dialog opened onClose={onClose} title={t('exam.title', { name: enrolment.name })}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          <FormFailure text={failure} />
          <Text fz="sm">{t('exam.intro', { pass: EXAM_PASS_MARK })}</Text>
          {exams.map((exam) => (
            <Controller
              key={exam}
              control={control}
              name={exam}
              render={({ field }) => (
                <NumberInput
                  ref={field.ref}
                  label={t('exam.score', { exam: t(`exams.${exam}`) })}
                  w={{ base: '100%', sm: 200 }}
                  min={0}
                  max={100}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="none"
                  suffix={t('exam.suffix')}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                  onBlur={field.onBlur}
                  error={fieldError(exam)}
                />
              )}
            />
          ))}
          <DialogButtons submit={t('exam.submit')} busy={mutation.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Dialog>
  );
}
