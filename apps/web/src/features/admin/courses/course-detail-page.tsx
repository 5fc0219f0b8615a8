import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TAdminCohortDetail, TAdminEnrolment } from '@putt/contract/admin/expert-courses';
import { formatYmd, seoulToday } from '@putt/contract/dates';
import { COMPLETION_ATTENDANCE, EXAM_PASS_MARK } from '@putt/contract/expert-courses';
import { formatNumber } from '@putt/contract/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { toast } from '../../../ui/toast';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { AdminDetail } from '../ui/admin-detail';
import { AdminPage } from '../ui/admin-page';
import { type AdminColumn, AdminTable } from '../ui/admin-table';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DetailList } from '../ui/detail-list';
import { AttendanceDialog } from './attendance-dialog';
import { CohortDialog } from './cohort-dialog';
import { participates } from './course-facts';
import { CohortStatusBadge } from './course-status-badge';
import { ConfirmEnrolmentDialog, RefuseEnrolmentDialog, RevokeCertificateDialog } from './decide-dialog';
import { ExamDialog } from './exam-dialog';
import { Enrolments } from './enrolments-table';
import { TraineeDialog } from './trainee-dialog';
import { WordBadge } from '../../../ui/status/word-badge';

type Meeting = TAdminCohortDetail['meetings'][number];
type Open =
  | { kind: 'edit' }
  | { kind: 'trainee' }
  | { kind: 'complete' }
  | { kind: 'attendance'; meetingId: string }
  | { kind: 'confirm' | 'refuse' | 'exam' | 'revoke'; enrolment: TAdminEnrolment }
  | null;

/**
 * /Admin/Courses/:id: a cohort's facts, its meetings with attendance, and every enrolment with
 * its evidence, deposit, attendance, exams and certificate; staff confirm or refuse enrolments,
 * take attendance, record exams, complete the cohort (certificates issued) and revoke a certificate.
 */
export default function CourseDetailPage() {
  const { t } = useTranslation(['admin_courses', 'admin']);
  const { id = '' } = useParams();
  const query = useAdminQuery('adminGetCohort', { id });
  const [open, setOpen] = useState<Open>(null);
  const [result, setResult] = useState<{ completed: number; notCompleted: number } | null>(null);
  const complete = useAdminMutation('adminCompleteCohort', ['adminGetCohort', 'adminListCohorts']);

  return (
    <AdminDetail
      query={query}
      title={t('detail.title')}
      list="adminCourses"
      loadFailed="admin_courses:detail.loadFailed"
      notFound="admin_courses:detail.notFound"
    >
      {(cohort, back) => {
        const changeable = cohort.status !== 'finished';
        const close = () => setOpen(null);

        return (
          <AdminPage
            title={`${t('detail.title')}: ${cohort.name}`}
            actions={
              <>
                {back}
                {changeable && (
                  <Button variant="light" onClick={() => setOpen({ kind: 'edit' })}>
                    {t('actions.edit')}
                  </Button>
                )}
                {changeable && (
                  <Button variant="light" onClick={() => setOpen({ kind: 'trainee' })}>
                    {t('actions.addTrainee')}
                  </Button>
                )}
                {changeable && (
                  <Button onClick={() => setOpen({ kind: 'complete' })}>{t('actions.complete')}</Button>
                )}
              </>
            }
          >
            {result && (
              <Alert color="teal" variant="light" role="status">
                {t('detail.completed', result)}
              </Alert>
            )}
            <Paper withBorder p="md">
              <DetailList
                items={[
                  [t('detail.status'), <CohortStatusBadge key="s" status={cohort.status} />],
                  [t('detail.course'), t(`courses.${cohort.course}`)],
                  [t('detail.name'), cohort.name],
                  [t('detail.place'), cohort.place],
                  [
                    t('detail.dates'),
                    t('dates', { from: formatYmd(cohort.startsOn), to: formatYmd(cohort.endsOn) }),
                  ],
                  [
                    t('detail.seats'),
                    <Group key="seats" gap={6} component="span">
                      {t('seats', { held: cohort.held, seats: cohort.seats })}
                      {cohort.waiting > 0 && (
                        <WordBadge color="orange">{t('waiting', { count: cohort.waiting })}</WordBadge>
                      )}
                    </Group>,
                  ],
                  [t('detail.price'), t('won', { value: formatNumber(cohort.price) })],
                  [t('detail.hours'), t('hours', { hours: cohort.hours })],
                ]}
              />
            </Paper>
            <Meetings
              cohort={cohort}
              onAttendance={(meetingId) => setOpen({ kind: 'attendance', meetingId })}
            />
            <Enrolments cohort={cohort} onAction={(kind, enrolment) => setOpen({ kind, enrolment })} />

            {open?.kind === 'edit' && <CohortDialog cohort={cohort} onClose={close} />}
            {open?.kind === 'trainee' && <TraineeDialog cohort={cohort} onClose={close} />}
            {open?.kind === 'attendance' && (
              <AttendanceDialog cohort={cohort} meetingId={open.meetingId} onClose={close} />
            )}
            {open?.kind === 'confirm' && (
              <ConfirmEnrolmentDialog cohort={cohort} enrolment={open.enrolment} onClose={close} />
            )}
            {open?.kind === 'refuse' && <RefuseEnrolmentDialog enrolment={open.enrolment} onClose={close} />}
            {open?.kind === 'exam' && (
              <ExamDialog cohort={cohort} enrolment={open.enrolment} onClose={close} />
            )}
            {open?.kind === 'revoke' && open.enrolment.certificate && (
              <RevokeCertificateDialog
                enrolment={open.enrolment}
                number={open.enrolment.certificate.number}
                onClose={close}
              />
            )}
            <ConfirmDialog
              opened={open?.kind === 'complete'}
              title={t('complete.title')}
              confirmLabel={t('complete.submit')}
              onClose={close}
              onConfirm={async () => {
                const answer = await complete.mutateAsync({ id: cohort.id });
                setResult(answer);
                toast.success(t('complete.done', answer));
              }}
            >
              <Text fz="sm">
                {t('complete.intro', {
                  attendance: Math.round(COMPLETION_ATTENDANCE * 100),
                  pass: EXAM_PASS_MARK,
                })}
              </Text>
            </ConfirmDialog>
          </AdminPage>
        );
      }}
    </AdminDetail>
  );
}

/** The meetings in order, who attended each, and the attendance to record once one has started. */
function Meetings({
  cohort,
  onAttendance,
}: {
  cohort: TAdminCohortDetail;
  onAttendance: (meetingId: string) => void;
}) {
  const { t } = useTranslation(['admin_courses', 'admin']);
  const today = seoulToday();
  const people = cohort.enrolments.filter(participates);
  const rows = cohort.meetings.map((meeting, index) => ({ meeting, number: index + 1 }));
  const columns: AdminColumn<{ meeting: Meeting; number: number }>[] = [
    { key: 'number', label: t('detail.number'), render: ({ number }) => t('cohort.meeting', { number }) },
    { key: 'date', label: t('detail.date'), nowrap: true, render: ({ meeting }) => formatYmd(meeting.date) },
    { key: 'time', label: t('detail.time'), render: ({ meeting }) => meeting.time },
    {
      key: 'hours',
      label: t('detail.meetingHours'),
      render: ({ meeting }) => t('hours', { hours: meeting.hours }),
    },
    {
      key: 'present',
      label: t('detail.present'),
      render: ({ meeting }) =>
        meeting.date > today
          ? t('detail.notStarted')
          : t('detail.presentCount', {
              present: people.filter((person) => person.attended.includes(meeting.id)).length,
              total: people.length,
            }),
    },
    {
      key: 'actions',
      label: t('enrolment.actions'),
      render: ({ meeting, number }) =>
        cohort.status !== 'finished' && meeting.date <= today ? (
          <Button size="xs" variant="light" onClick={() => onAttendance(meeting.id)}>
            {t('actions.attendance')}
            <VisuallyHidden>
              {` (${t('attendance.of', { number, date: formatYmd(meeting.date) })})`}
            </VisuallyHidden>
          </Button>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <Stack gap="xs" component="section" aria-labelledby="cohort-meetings-title">
      <Title order={2} size="h4" id="cohort-meetings-title">
        {t('detail.meetings')}
      </Title>
      <AdminTable
        caption={t('detail.meetingsCaption')}
        columns={columns}
        rows={rows}
        rowKey={({ meeting }) => meeting.id}
        rowHeaders
      />
    </Stack>
  );
}
