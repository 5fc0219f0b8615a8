import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Radio.css';
import { Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import {
  type TAdminCounsellingDetail,
  type TRecordCounsellingInput,
  ZRecordCounsellingInput,
} from '@putt/contract/admin/counselling';
import { REASON_MAX } from '@putt/contract/admin/common';
import { COUNSELLING_NOTE_MAX, COUNSELLING_SUMMARY_MAX } from '@putt/contract/counselling';
import { Controller, useForm, useWatch } from 'react-hook-form';
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

/** The form holds both outcomes' fields; the contract takes those of the outcome chosen. */
type RecordForm = {
  id: string;
  outcome: TRecordCounsellingInput['outcome'];
  goalStrategy: string;
  actionPlan: string;
  experienceBoard: string;
  summary: string;
  reason: string;
};
type RecordInput = z.output<typeof ZRecordCounsellingInput>;

const toInput = ({ id, outcome, reason, ...notes }: RecordForm): TRecordCounsellingInput =>
  outcome === 'done' ? { id, outcome, ...notes } : { id, outcome, reason };

const notes = [
  ['goalStrategy', COUNSELLING_NOTE_MAX],
  ['actionPlan', COUNSELLING_NOTE_MAX],
  ['experienceBoard', COUNSELLING_NOTE_MAX],
  ['summary', COUNSELLING_SUMMARY_MAX],
] as const;

/**
 * The outcome of a booked session: done, with the counsellor's three notes (staff only) and the
 * summary the customer reads; or a no-show with an optional reason, after which staff book again.
 */
export function RecordDialog({
  session,
  onClose,
}: {
  session: TAdminCounsellingDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin_counselling', 'admin']);
  const mutation = useAdminMutation('adminRecordCounselling', [
    'adminGetCounselling',
    'adminListCounselling',
  ]);
  const { register, handleSubmit, formState, setError, control } = useForm<RecordForm, unknown, RecordInput>({
    resolver: contractResolver(ZRecordCounsellingInput, { toInput }),
    defaultValues: {
      id: session.id,
      outcome: 'done',
      goalStrategy: session.notes.goalStrategy,
      actionPlan: session.notes.actionPlan,
      experienceBoard: session.notes.experienceBoard,
      summary: session.summary,
      reason: '',
    },
  });
  const outcome = useWatch({ control, name: 'outcome' });
  const fieldError = useFieldError(formState.errors);
  const { run, failure } = useDialogSave(setError, 'admin_counselling:failed');
  const onSubmit = handleSubmit((value) =>
    run(
      () => mutation.mutateAsync(value),
      () => {
        toast.success(
          t(value.outcome === 'done' ? 'record.savedDone' : 'record.savedNoShow', {
            name: session.examineeName,
          }),
        );
        onClose();
      },
    ),
  );

  return (
    <Dialog opened onClose={onClose} width="md" title={t('record.title', { name: session.examineeName })}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          <FormFailure text={failure} />
          <Controller
            control={control}
            name="outcome"
            render={({ field }) => (
              <Radio.Group
                label={t('record.outcome')}
                withAsterisk
                value={field.value}
                onChange={field.onChange}
              >
                <Group gap="lg" mt={6}>
                  <Radio ref={field.ref} value="done" label={t('record.done')} />
                  <Radio value="noShow" label={t('record.noShow')} />
                </Group>
              </Radio.Group>
            )}
          />
          {outcome === 'done' ? (
            <>
              <Text fz="sm" c="dimmed">
                {t('record.notesHelp')}
              </Text>
              {notes.map(([name, max]) => (
                <Textarea
                  key={name}
                  label={t(`notes.${name}`)}
                  withAsterisk
                  autosize
                  minRows={3}
                  maxLength={max}
                  {...register(name)}
                  error={fieldError(name)}
                />
              ))}
            </>
          ) : (
            <Textarea
              label={t('record.reason')}
              description={t('record.reasonHint')}
              autosize
              minRows={2}
              maxLength={REASON_MAX}
              {...register('reason')}
              error={fieldError('reason')}
            />
          )}
          <DialogButtons submit={t('record.submit')} busy={mutation.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Dialog>
  );
}
