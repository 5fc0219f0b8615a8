import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import { Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatYmd, seoulToday } from '@putt/contract/dates';
import { formatDate } from '@putt/contract/format';
import { ZGuardianConsentInput, type TGuardianConsentInput } from '@putt/contract/guardian-consent';
import type { TProjectDetail } from '@putt/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api, queryKeyOf } from '../../../api/client';
import { failureText } from '../../../api/error-message';
import { useAlert } from '../../../ui/alert-dialog';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { showServerFieldErrors } from '../../../ui/server-field-errors';
import { toast } from '../../../ui/toast';
import { useFieldError } from '../../../ui/use-field-error';
import { YmdDateInput } from '../../../ui/form/ymd-date-input';

type Form = { SK: string; collected_by: string; collected_on: string; statement: boolean };

/**
 * The guardians' consent of a class with students under 14 (PIPA art. 22-2, decision 017): what
 * the organisation recorded, or the form to record it (who collected it, when, and its statement).
 * The test entry admits an examinee under 14 only into a class with this record.
 */
export function GuardianConsentSection({ project, orderSk }: { project: TProjectDetail; orderSk: string }) {
  const { t } = useTranslation('org-orders');
  const headingId = useId();
  const consent = project.guardian_consent;
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} fz="md" id={headingId}>
        {t('consent.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('consent.intro')}
      </Text>
      {consent && !editing ? (
        <Group justify="space-between" align="flex-start">
          <Text size="sm">
            {t('consent.recorded', {
              by: consent.collected_by,
              on: formatYmd(consent.collected_on),
              at: formatDate(consent.recorded_at),
            })}
          </Text>
          {project.status !== 'completed' && (
            <Button variant="default" size="xs" onClick={() => setEditing(true)}>
              {t('consent.correct')}
            </Button>
          )}
        </Group>
      ) : (
        project.status !== 'completed' && (
          <ConsentForm project={project} orderSk={orderSk} onDone={() => setEditing(false)} />
        )
      )}
    </Stack>
  );
}

function ConsentForm({
  project,
  orderSk,
  onDone,
}: {
  project: TProjectDetail;
  orderSk: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('org-orders');
  const alert = useAlert();
  const queryClient = useQueryClient();
  const { register, handleSubmit, control, formState, setError } = useForm<
    Form,
    unknown,
    TGuardianConsentInput
  >({
    resolver: contractResolver(ZGuardianConsentInput),
    defaultValues: {
      SK: project.SK,
      collected_by: project.guardian_consent?.collected_by ?? '',
      collected_on: project.guardian_consent?.collected_on ?? seoulToday(),
      statement: false,
    },
  });
  const fieldError = useFieldError(formState.errors);
  const save = useMutation({
    mutationFn: (input: TGuardianConsentInput) => api.call('recordGuardianConsent', input),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: queryKeyOf('getOrderProjectsContainsExamninees', { SK: orderSk }),
      }),
  });
  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      toast.success(t('consent.saved'));
      onDone();
    } catch (error) {
      // a refused field says why beside itself; the class itself (its SK: no field) in the notice
      if (showServerFieldErrors(error, setError, (name) => (name === 'SK' ? undefined : name))) return;
      await alert({
        title: t('classDetail.failedTitle'),
        message: failureText(error, t, 'org-orders:classDetail.failed'),
      });
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput
            label={t('consent.by')}
            placeholder={t('consent.byPlaceholder')}
            maxLength={50}
            {...register('collected_by')}
            error={fieldError('collected_by')}
          />
          <YmdDateInput
            control={control}
            name="collected_on"
            label={t('consent.on')}
            max={seoulToday()}
            error={fieldError('collected_on')}
          />
        </Group>
        <Checkbox label={t('consent.statement')} {...register('statement')} error={fieldError('statement')} />
        <Group>
          <Button type="submit" loading={formState.isSubmitting}>
            {t('consent.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
