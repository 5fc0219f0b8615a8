import { Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TAdminCohortDetail, TAdminEnrolment } from '@putt/contract/admin/expert-courses';
import { formatYmd } from '@putt/contract/dates';
import { courseExams } from '@putt/contract/expert-courses';
import { formatDate } from '@putt/contract/format';
import { useTranslation } from 'react-i18next';
import { type AdminColumn, AdminTable } from '../ui/admin-table';
import { attendedHours, participates } from './course-facts';
import { EnrolmentStatusBadge } from './course-status-badge';
import { careerOf, EvidenceLink, PriorCertificate } from './decide-dialog';
import { WordBadge } from '../../../ui/status/word-badge';

export type EnrolmentAction = 'confirm' | 'refuse' | 'exam' | 'revoke';

/** Every enrolment: who, what they declared and sent, how they are doing, and what staff may do. */
export function Enrolments({
  cohort,
  onAction,
}: {
  cohort: TAdminCohortDetail;
  onAction: (kind: EnrolmentAction, enrolment: TAdminEnrolment) => void;
}) {
  const { t } = useTranslation(['admin_courses', 'admin']);
  const exams = courseExams[cohort.course];
  const action = (kind: EnrolmentAction, enrolment: TAdminEnrolment, danger = false) => (
    <Button
      key={kind}
      size="xs"
      variant={danger ? 'outline' : 'light'}
      color={danger ? 'red.9' : undefined}
      onClick={() => onAction(kind, enrolment)}
    >
      {t(`actions.${kind}`)}
      <VisuallyHidden>{` (${enrolment.name})`}</VisuallyHidden>
    </Button>
  );
  const actionsOf = (enrolment: TAdminEnrolment) => {
    const buttons = [];
    if (enrolment.status === 'applied')
      buttons.push(action('confirm', enrolment), action('refuse', enrolment, true));
    if (enrolment.status === 'confirmed' && exams.length > 0 && cohort.status !== 'finished')
      buttons.push(action('exam', enrolment));
    if (enrolment.certificate && enrolment.certificate.revokedAt === null)
      buttons.push(action('revoke', enrolment, true));
    return buttons.length ? (
      <Group gap={4} wrap="nowrap">
        {buttons}
      </Group>
    ) : (
      '—'
    );
  };

  const columns: AdminColumn<TAdminEnrolment>[] = [
    {
      key: 'name',
      label: t('enrolment.name'),
      render: (row) => (
        <>
          {row.name}
          {/* an organisation's trainee has no login: the organisation whose order seats them */}
          {row.organisation !== null && (
            <Text span display="block" fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('enrolment.organisation', { organisation: row.organisation })}
            </Text>
          )}
          <Text span display="block" fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[row.uid, row.email, row.phone].filter(Boolean).join(' · ')}
          </Text>
        </>
      ),
    },
    {
      key: 'status',
      label: t('enrolment.status'),
      nowrap: true,
      render: (row) => (
        <>
          <EnrolmentStatusBadge status={row.status} />
          {row.status === 'refused' && row.reason && (
            <Text span display="block" fz="xs" c="dimmed" maw={240} style={{ whiteSpace: 'pre-wrap' }}>
              {t('enrolment.refuseReason', { reason: row.reason })}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'appliedAt',
      label: t('enrolment.appliedAt'),
      nowrap: true,
      render: (row) => formatDate(row.appliedAt),
    },
    {
      key: 'career',
      label: t('enrolment.career'),
      render: (row) => (
        <>
          {careerOf(t, row)}
          {row.career && (
            <Text
              span
              display="block"
              fz="xs"
              c="dimmed"
              maw={280}
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {row.career}
            </Text>
          )}
        </>
      ),
    },
    { key: 'prior', label: t('enrolment.prior'), render: (row) => <PriorCertificate enrolment={row} /> },
    {
      key: 'evidence',
      label: t('enrolment.evidence'),
      render: (row) => <EvidenceLink evidence={row.evidence} />,
    },
    {
      key: 'deposit',
      label: t('enrolment.deposit'),
      nowrap: true,
      render: (row) =>
        // the organisation's order pays a trainee's seat: there is no deposit
        row.organisation !== null
          ? t('enrolment.organisationOrder')
          : t('enrolment.depositValue', { name: row.deposit.name, date: formatYmd(row.deposit.date) }),
    },
    {
      key: 'attendance',
      label: t('enrolment.attendance'),
      nowrap: true,
      render: (row) =>
        participates(row)
          ? t('enrolment.attendanceValue', {
              attended: attendedHours(row, cohort.meetings),
              hours: cohort.hours,
            })
          : '—',
    },
    ...exams.map((exam) => ({
      key: exam,
      label: t(`exams.${exam}`),
      render: (row: TAdminEnrolment) => (row[exam] === null ? '—' : String(row[exam])),
    })),
    {
      key: 'certificate',
      label: t('enrolment.certificate'),
      nowrap: true,
      render: (row) =>
        row.certificate ? (
          <Group gap={6} wrap="nowrap" component="span">
            {row.certificate.number}
            {row.certificate.revokedAt !== null && (
              <WordBadge color="red">{t('enrolment.revoked')}</WordBadge>
            )}
          </Group>
        ) : (
          '—'
        ),
    },
    { key: 'actions', label: t('enrolment.actions'), render: actionsOf },
  ];

  return (
    <Stack gap="xs" component="section" aria-labelledby="cohort-enrolments-title">
      <Title order={2} size="h4" id="cohort-enrolments-title">
        {t('detail.enrolments')}
      </Title>
      {cohort.enrolments.length === 0 ? (
        <Text c="dimmed">{t('detail.noEnrolments')}</Text>
      ) : (
        <AdminTable
          caption={t('enrolment.caption')}
          columns={columns}
          rows={cohort.enrolments}
          rowKey={(row) => row.id}
          rowHeaders
        />
      )}
    </Stack>
  );
}
