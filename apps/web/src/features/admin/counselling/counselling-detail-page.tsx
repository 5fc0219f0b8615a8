import { Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { adminPath } from '@putt/contract/admin-routes';
import type { TAdminCounsellingDetail } from '@putt/contract/admin/counselling';
import { staffRoleAllows } from '@putt/contract/admin/common';
import { bookableStatuses } from '@putt/contract/counselling';
import { formatYmd } from '@putt/contract/dates';
import { formatDateTime } from '@putt/contract/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAdminQuery } from '../api/admin-api';
import { useStaffSession } from '../shell/use-staff-session';
import { AdminDetail } from '../ui/admin-detail';
import { AdminPage } from '../ui/admin-page';
import { DetailList } from '../ui/detail-list';
import { HistoryTable } from '../ui/history-table';
import { BookDialog } from './book-dialog';
import { CounsellingStatusBadge } from './counselling-status-badge';
import { RecordDialog } from './record-dialog';
import { Requested } from './requested';

type Dialog = 'book' | 'record' | null;

/** Where an examinee's report opens for the counsellor (a PDF, audited by the server). */
export const reportHref = (sessionId: string, reportId: string) =>
  `/admin/counselling/${encodeURIComponent(sessionId)}/reports/${encodeURIComponent(reportId)}`;

/**
 * /Admin/Counselling/:id: the student and the customer, the booking, the reports to prepare with,
 * the record once done and the history; operators book, the assigned counsellor (or an operator)
 * records the outcome.
 */
export default function CounsellingDetailPage() {
  const { t } = useTranslation(['admin_counselling', 'admin']);
  const { id = '' } = useParams();
  const query = useAdminQuery('adminGetCounselling', { id });
  const { staff } = useStaffSession();
  const [dialog, setDialog] = useState<Dialog>(null);

  return (
    <AdminDetail
      query={query}
      title={t('detail.title')}
      list="adminCounselling"
      loadFailed="admin_counselling:detail.loadFailed"
    >
      {(session, back) => {
        const operator = !!staff && staffRoleAllows('operator', staff.role);
        const assigned = !!staff && session.counsellor?.staffId === staff.staffId;
        // operators book; the assigned counsellor may move their own booking (to themselves only)
        const mayBook =
          (operator && bookableStatuses.includes(session.status)) ||
          (assigned && session.status === 'booked');
        // what happened is known once the booked time has come (the server refuses before it)
        const mayRecord = session.status === 'booked' && hasStarted(session) && (operator || assigned);
        const close = () => setDialog(null);

        return (
          <AdminPage
            title={`${t('detail.title')}: ${session.examineeName}`}
            actions={
              <>
                {back}
                {mayBook && (
                  <Button onClick={() => setDialog('book')}>
                    {t(session.status === 'booked' ? 'actions.rebook' : 'actions.book')}
                  </Button>
                )}
                {mayRecord && (
                  <Button variant={mayBook ? 'light' : 'filled'} onClick={() => setDialog('record')}>
                    {t('actions.record')}
                  </Button>
                )}
              </>
            }
          >
            <Paper withBorder p="md">
              <DetailList
                items={[
                  [t('detail.status'), <CounsellingStatusBadge key="s" status={session.status} />],
                  [t('detail.examinee'), session.examineeName],
                  [t('detail.dob'), formatYmd(session.examinee.dob)],
                  [
                    t('detail.gender'),
                    session.examinee.gender
                      ? t(`genders.${session.examinee.gender}`, { defaultValue: session.examinee.gender })
                      : '',
                  ],
                  [t('detail.school'), session.examinee.schoolInfo],
                  [t('detail.customer'), session.customer],
                  [
                    t('detail.order'),
                    // a counsellor does not open orders (an operator's page)
                    operator ? (
                      <Anchor
                        key="o"
                        component={Link}
                        to={adminPath('adminOrderDetail', { SK: session.orderSK })}
                      >
                        {session.orderSK}
                      </Anchor>
                    ) : (
                      session.orderSK
                    ),
                  ],
                  [t('detail.contactEmail'), session.contactEmail],
                  [t('detail.guardian'), session.guardian ? t('detail.guardianValue', session.guardian) : ''],
                  [t('detail.level'), t(`levels.${session.level}`)],
                  [t('detail.minutes'), t('minutes', { minutes: session.minutes })],
                  [
                    t('detail.requested'),
                    <Requested key="r" date={session.requestedDate} type={session.requestedType} />,
                  ],
                ]}
              />
            </Paper>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Booking session={session} />
              <Reports session={session} />
            </SimpleGrid>
            <Record session={session} />
            <History history={session.history} />

            {dialog === 'book' && <BookDialog session={session} ownOnly={!operator} onClose={close} />}
            {dialog === 'record' && <RecordDialog session={session} onClose={close} />}
          </AdminPage>
        );
      }}
    </AdminDetail>
  );
}

function Booking({ session }: { session: TAdminCounsellingDetail }) {
  const { t } = useTranslation('admin_counselling');
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t('detail.booking')}
      </Title>
      {session.startsAt === null ? (
        <Text c="dimmed">{t('detail.notBooked')}</Text>
      ) : (
        <DetailList
          items={[
            [t('detail.time'), formatDateTime(session.startsAt)],
            [t('detail.type'), session.type ? t(`types.${session.type}`) : ''],
            session.type === 'online'
              ? [
                  t('detail.meetingUrl'),
                  session.meetingUrl && (
                    <Anchor key="u" href={session.meetingUrl} target="_blank" rel="noopener noreferrer">
                      {session.meetingUrl}
                    </Anchor>
                  ),
                ]
              : [t('detail.place'), session.place],
            [t('detail.counsellor'), session.counsellor?.name ?? t('unassigned')],
          ]}
        />
      )}
    </Paper>
  );
}

function Reports({ session }: { session: TAdminCounsellingDetail }) {
  const { t } = useTranslation('admin_counselling');
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t('detail.reports')}
      </Title>
      {session.reports.length === 0 ? (
        <Text c="dimmed">{t('detail.noReports')}</Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {session.reports.map((report) => (
            <li key={report.id}>
              <Anchor href={reportHref(session.id, report.id)} target="_blank" rel="noopener">
                {t('detail.reportLink', { test: report.testName })}
                <Text span fz="xs" c="dimmed">
                  {` (${t('detail.newTab')})`}
                </Text>
              </Anchor>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

const noteKeys = ['goalStrategy', 'actionPlan', 'experienceBoard'] as const;

const hasStarted = (session: TAdminCounsellingDetail) =>
  session.startsAt !== null && session.startsAt <= Date.now();

/** The counsellor's notes and the customer's summary, read-only once the session is done. */
function Record({ session }: { session: TAdminCounsellingDetail }) {
  const { t } = useTranslation('admin_counselling');
  const body = () => {
    if (session.status === 'noShow') return <Text c="dimmed">{t('detail.noShowRecorded')}</Text>;
    if (session.status === 'booked' && session.startsAt !== null && !hasStarted(session)) {
      return <Text c="dimmed">{t('detail.recordOpens', { time: formatDateTime(session.startsAt) })}</Text>;
    }
    if (session.status !== 'done') return <Text c="dimmed">{t('detail.notRecorded')}</Text>;
    return (
      <Stack gap="sm">
        {noteKeys.map((key) => (
          <Note key={key} label={t(`notes.${key}`)} text={session.notes[key]} />
        ))}
        <Note label={t('detail.summary')} text={session.summary} />
      </Stack>
    );
  };
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t('detail.record')}
      </Title>
      {body()}
    </Paper>
  );
}

function Note({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      {/* text as written, line breaks kept: never HTML */}
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text || '—'}</Text>
    </div>
  );
}

function History({ history }: { history: TAdminCounsellingDetail['history'] }) {
  const { t } = useTranslation('admin_counselling');
  return (
    <HistoryTable
      title={t('detail.history')}
      atLabel={t('detail.at')}
      rows={history}
      columns={[
        { key: 'status', label: t('detail.status'), render: (entry) => t(`status.${entry.status}`) },
        {
          key: 'time',
          label: t('detail.time'),
          render: (entry) => (entry.startsAt === null ? '—' : formatDateTime(entry.startsAt)),
        },
        { key: 'counsellor', label: t('detail.counsellor'), render: (entry) => entry.counsellorName ?? '—' },
        { key: 'by', label: t('detail.by'), render: (entry) => entry.by ?? t('detail.system') },
        {
          key: 'reason',
          label: t('detail.reason'),
          render: (entry) => <span style={{ whiteSpace: 'pre-wrap' }}>{entry.reason}</span>,
        },
      ]}
    />
  );
}
