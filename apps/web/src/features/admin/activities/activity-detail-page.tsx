import '@mantine/core/styles/Alert.css';
import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { adminPath } from '@putt/contract/admin-routes';
import type { TAdminActivityDetail } from '@putt/contract/admin/activity-runs';
import { formatYmd } from '@putt/contract/dates';
import { formatDateTime } from '@putt/contract/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from '../../../ui/toast';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { AdminDetail } from '../ui/admin-detail';
import { AdminPage } from '../ui/admin-page';
import { type AdminColumn, AdminTable } from '../ui/admin-table';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DetailList } from '../ui/detail-list';
import { meetingHours, teamRuleText } from './activity-facts';
import { ActivityStatusBadge } from './activity-status-badge';
import { PlanDialog } from './plan-dialog';

type Meeting = TAdminActivityDetail['meetings'][number];
type Open = 'plan' | 'confirm' | 'deliver' | null;

const refresh = ['adminGetActivityRun', 'adminListActivityRuns'] as const;

/**
 * /Admin/Activities/:id: a run's organisation, order, programme and contact, and its plan; staff
 * plan it (a confirmed plan changed returns to planning), confirm the plan with the organisation
 * (e-mailed to the contact) and mark it delivered once its last meeting is over.
 */
export default function ActivityDetailPage() {
  const { t } = useTranslation(['admin_activities', 'admin']);
  const { id = '' } = useParams();
  const query = useAdminQuery('adminGetActivityRun', { id });
  const [open, setOpen] = useState<Open>(null);
  const confirm = useAdminMutation('adminConfirmActivityRun', refresh);
  const deliver = useAdminMutation('adminDeliverActivityRun', refresh);

  return (
    <AdminDetail
      query={query}
      title={t('detail.title')}
      list="adminActivities"
      loadFailed="admin_activities:detail.loadFailed"
      notFound="admin_activities:detail.notFound"
    >
      {(run, back) => {
        const plannable = run.status === 'planning' || run.status === 'confirmed';
        const confirmable = run.status === 'planning' && run.meetings.length > 0;
        const deliverable = run.status === 'confirmed';
        const close = () => setOpen(null);

        return (
          <AdminPage
            title={`${t('detail.title')}: ${run.organisation} · ${run.productName}`}
            actions={
              <>
                {back}
                {plannable && (
                  <Button variant="light" onClick={() => setOpen('plan')}>
                    {t('actions.plan')}
                  </Button>
                )}
                {confirmable && <Button onClick={() => setOpen('confirm')}>{t('actions.confirm')}</Button>}
                {deliverable && <Button onClick={() => setOpen('deliver')}>{t('actions.deliver')}</Button>}
              </>
            }
          >
            <Paper withBorder p="md">
              <DetailList
                items={[
                  [t('detail.status'), <ActivityStatusBadge key="s" status={run.status} />],
                  [t('detail.organisation'), run.organisation],
                  [
                    t('detail.order'),
                    <Anchor key="o" component={Link} to={adminPath('adminOrderDetail', { SK: run.orderSK })}>
                      {run.orderName}
                    </Anchor>,
                  ],
                  [t('detail.programme'), run.productName],
                  [t('detail.persons'), t('persons', { n: run.persons })],
                  ...(run.programmeHours !== null
                    ? [
                        [t('detail.programmeHours'), t('hours', { hours: run.programmeHours })] as [
                          string,
                          string,
                        ],
                      ]
                    : []),
                  [t('detail.teamRule'), teamRuleText(t, run.teamSizes)],
                  [t('detail.contactName'), run.contactName],
                  [t('detail.contactPhone'), run.contactPhone],
                  [t('detail.contactEmail'), run.contactEmail],
                  ...(run.confirmedAt !== null
                    ? [[t('detail.confirmedAt'), formatDateTime(run.confirmedAt)] as [string, string]]
                    : []),
                  ...(run.deliveredAt !== null
                    ? [[t('detail.deliveredAt'), formatDateTime(run.deliveredAt)] as [string, string]]
                    : []),
                ]}
              />
            </Paper>
            <Plan run={run} />

            {open === 'plan' && <PlanDialog run={run} onClose={close} />}
            <ConfirmDialog
              opened={open === 'confirm'}
              title={t('confirm.title', { name: run.productName })}
              confirmLabel={t('confirm.submit')}
              onClose={close}
              onConfirm={async () => {
                await confirm.mutateAsync({ id: run.id });
                toast.success(t('confirm.done', { email: run.contactEmail }));
              }}
            >
              <Text fz="sm">{t('confirm.intro')}</Text>
              <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {t('confirm.to', { name: run.contactName, email: run.contactEmail })}
              </Text>
            </ConfirmDialog>
            <ConfirmDialog
              opened={open === 'deliver'}
              title={t('deliver.title', { name: run.productName })}
              confirmLabel={t('deliver.submit')}
              onClose={close}
              onConfirm={async () => {
                await deliver.mutateAsync({ id: run.id });
                toast.success(t('deliver.done', { name: run.productName }));
              }}
            >
              <Text fz="sm">{t('deliver.intro')}</Text>
            </ConfirmDialog>
          </AdminPage>
        );
      }}
    </AdminDetail>
  );
}

/** The plan: place, instructor, team size, notes, and the meetings in order. */
function Plan({ run }: { run: TAdminActivityDetail }) {
  const { t } = useTranslation(['admin_activities', 'admin']);
  const planned = run.meetings.length > 0;
  const rows = run.meetings.map((meeting, index) => ({ meeting, number: index + 1 }));
  const columns: AdminColumn<{ meeting: Meeting; number: number }>[] = [
    { key: 'number', label: t('detail.number'), render: ({ number }) => t('detail.meeting', { number }) },
    { key: 'date', label: t('detail.date'), nowrap: true, render: ({ meeting }) => formatYmd(meeting.date) },
    { key: 'time', label: t('detail.time'), nowrap: true, render: ({ meeting }) => meeting.time },
    {
      key: 'hours',
      label: t('detail.meetingHours'),
      nowrap: true,
      render: ({ meeting }) => t('hours', { hours: meeting.hours }),
    },
  ];
  return (
    <Stack gap="xs" component="section" aria-labelledby="activity-plan-title">
      <Title order={2} size="h4" id="activity-plan-title">
        {t('detail.plan')}
      </Title>
      {!planned && run.status === 'planning' && <Text c="dimmed">{t('detail.noPlan')}</Text>}
      {(planned || run.place || run.instructorName) && (
        <Paper withBorder p="md">
          <DetailList
            items={[
              [t('detail.place'), run.place],
              [t('detail.instructor'), run.instructorName],
              [
                t('detail.teamSize'),
                run.teamSize === null ? '' : t('detail.teamSizeValue', { size: run.teamSize }),
              ],
              [
                t('detail.notes'),
                run.notes ? (
                  <Text key="n" span style={{ whiteSpace: 'pre-wrap' }}>
                    {run.notes}
                  </Text>
                ) : (
                  ''
                ),
              ],
            ]}
          />
        </Paper>
      )}
      <Title order={3} size="h5">
        {t('detail.meetings')}
      </Title>
      {planned ? (
        <>
          <AdminTable
            caption={t('detail.meetingsCaption')}
            columns={columns}
            rows={rows}
            rowKey={({ number }) => String(number)}
            rowHeaders
          />
          <Text fz="sm">{t('detail.total', { total: meetingHours(run.meetings) })}</Text>
        </>
      ) : (
        <Text c="dimmed">{t('detail.noMeetings')}</Text>
      )}
    </Stack>
  );
}
