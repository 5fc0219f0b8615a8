import { Button, Group, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@putt/contract/client';
import type { TOrderDetail } from '@putt/contract/orders';
import type { TOrgOrderDetail } from '@putt/contract/org-orders';
import { ZPupilReportDays } from '@putt/contract/projects';
import { pathOf } from '@putt/contract/routes';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { useAlert } from '../../../ui/alert-dialog';
import { showServerFieldErrors } from '../../../ui/server-field-errors';
import { ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toast';
import { useHydrated } from '../../../ui/use-hydrated';
import { useOrgOrder } from '../api/org-orders';
import { useOrderProjects, useRegisterClasses } from '../api/org-projects';
import {
  type RegistrationLine,
  registrationOf,
  type RegistrationValues,
  studentBalance,
  testLinesOf,
  ZRegistration,
} from '../components/class-values';
import { LineClasses } from '../components/line-classes';
import { PupilReportChoice } from '../components/pupil-report-choice';
import { isMissingOrder } from '../components/org-order-details';

type Saved = TOrderDetail['projects'];

/** Goes back to the list with the spec's message (a missing SK, an order without tests). */
function Leave({ message }: { message: string }) {
  const alert = useAlert();
  const navigate = useNavigate();
  useEffect(() => {
    void alert({ message }).then(() => navigate(pathOf('orgOrders'), { replace: true }));
  }, [alert, message, navigate]);
  return null;
}

function RegistrationForm({
  order,
  lines,
  saved,
}: {
  order: TOrgOrderDetail;
  lines: RegistrationLine[];
  saved: Saved;
}) {
  const { t } = useTranslation('org-orders');
  const hydrated = useHydrated();
  const alert = useAlert();
  const navigate = useNavigate();
  const save = useRegisterClasses();
  const { control, register, handleSubmit, setError } = useForm<RegistrationValues>({
    defaultValues: registrationOf(lines, saved, order.client.email, order.pupil_report_days),
    resolver: zodResolver(ZRegistration),
  });
  const values = useWatch({ control }) as RegistrationValues;
  const balance = studentBalance(values, lines);

  const submit = (status: 'approvedTempSave' | 'ready') =>
    handleSubmit(
      async (form) => {
        if (balance.some((line) => line.over)) {
          toast.error(t('project.tooMany'), 5000);
          return;
        }
        if (
          balance.some((line) => line.under) &&
          !(await alert({
            title: t('project.fewerTitle'),
            message: t('project.fewerAsk'),
            confirm: {
              yes: t(status === 'ready' ? 'project.complete' : 'project.tempSave'),
              no: t('project.fewerKeep'),
            },
          }))
        ) {
          return;
        }
        try {
          await save.mutateAsync({
            status,
            type: 'organisation',
            data: {
              SK: order.SK,
              products: form.products,
              pupil_report_days: ZPupilReportDays.parse(Number(form.pupil_report_days)),
            },
          });
        } catch (error) {
          // a refused field says why beside itself, as the form's own check does
          const ofForm = (name: string) =>
            name.startsWith('data.') ? name.slice('data.'.length) : undefined;
          if (showServerFieldErrors(error, setError, ofForm)) {
            toast.error(t('project.invalid'));
            return;
          }
          const refused = error instanceof ApiError && error.status < 500;
          toast.error(
            refused
              ? errorMessage(error, t, 'org-orders:project.saveFailed')
              : t(status === 'ready' ? 'project.completeFailed' : 'project.saveFailed'),
            5000,
          );
          return;
        }
        if (status === 'ready') {
          toast.success(t('project.completed'));
          navigate(pathOf('orgProjectDetail', { SK: order.SK }));
        } else toast.success(t('project.saved'));
      },
      () => toast.error(t('project.invalid')),
    );

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <Stack gap="lg">
        <Text>{t('project.intro')}</Text>
        {lines.map((line, index) => (
          <LineClasses
            key={line.prod_id}
            index={index}
            line={line}
            students={balance[index]!.students}
            contactEmail={order.client.email}
            control={control}
            register={register}
          />
        ))}
        <PupilReportChoice register={register} />
        <Group justify="center">
          <Button variant="default" onClick={() => navigate(pathOf('orgOrders'))} disabled={save.isPending}>
            {t('project.cancel')}
          </Button>
          <Button
            variant="light"
            onClick={() => void submit('approvedTempSave')()}
            disabled={!hydrated || save.isPending}
          >
            {t('project.tempSave')}
          </Button>
          <Button onClick={() => void submit('ready')()} disabled={!hydrated || save.isPending}>
            {t('project.complete')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /Mypage/Order/Org/Project/:SK (spec-2 §2 screen 6): the classes or departments of each ordered test. */
export default function OrgProjectPage() {
  const { t } = useTranslation('org-orders');
  const { SK = '' } = useParams();
  const order = useOrgOrder(SK);
  const projects = useOrderProjects(SK);
  if (!SK.trim()) return <Leave message={t('project.missingSk')} />;
  if (order.isError || projects.isError) {
    const error = order.error ?? projects.error;
    // an SK of no order of ours reads as not found, like the detail page (the spec's redirect is for no SK)
    if (isMissingOrder(error)) return <ErrorState message={t('detail.notFound')} />;
    return (
      <ErrorState
        message={t('project.loadFailed')}
        onRetry={() => void Promise.all([order.refetch(), projects.refetch()])}
      />
    );
  }
  if (!order.data || !projects.data) return <LoadingState />;
  const lines = testLinesOf(order.data.Item);
  if (lines.length === 0) return <Leave message={t('project.noProducts')} />;
  const status = order.data.Item.status;
  if (status !== 'approved' && status !== 'approvedTempSave') {
    return <Navigate to={pathOf('orgProjectDetail', { SK })} replace />;
  }
  return <RegistrationForm order={order.data.Item} lines={lines} saved={projects.data.Item.projects} />;
}
