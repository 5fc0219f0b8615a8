import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  COMPLETION_ATTENDANCE,
  courseExams,
  EXAM_PASS_MARK,
  type TMyEnrolment,
} from '@putt/contract/expert-courses';
import { formatYmd } from '@putt/contract/dates';
import { formatDate } from '@putt/contract/format';
import { pathOf } from '@putt/contract/routes';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Facts } from '../../../ui/facts';
import { CohortHeading } from './cohort-heading';
import { EnrolmentStatusBadge } from './enrolment-status-badge';
import { WithdrawEnrolment } from './withdraw-enrolment';

/** The verification page with the certificate's number filled in. */
export const verifyPathOf = (number: string) =>
  `${pathOf('certVerify')}?${new URLSearchParams({ number }).toString()}`;

/**
 * One of the member's enrolments: the course and cohort, its status (with staff's reason when
 * refused), attendance and exam scores once the course runs, and the certificate once issued;
 * while staff have not decided it, the member may withdraw it.
 */
export function EnrolmentCard({ enrolment }: { enrolment: TMyEnrolment }) {
  const { t } = useTranslation('expert');
  const headingId = useId();
  const { cohort, status } = enrolment;
  const facts: [string, ReactNode][] = [
    [t('my.appliedAt'), formatDate(enrolment.appliedAt)],
    [
      t('cohort.dates'),
      t('cohort.datesValue', { from: formatYmd(cohort.startsOn), to: formatYmd(cohort.endsOn) }),
    ],
    [t('cohort.place'), cohort.place],
  ];
  const running = status === 'confirmed' || status === 'completed' || status === 'notCompleted';
  if (running) {
    facts.push([
      t('my.attendance'),
      t('my.attendanceValue', { attended: enrolment.attendedHours, hours: cohort.hours }),
    ]);
    for (const exam of courseExams[cohort.course]) {
      const score = enrolment.exams[exam];
      facts.push([t(`exams.${exam}`), score === null ? t('my.examPending') : t('my.examScore', { score })]);
    }
  }
  if (status === 'refused' && enrolment.reason) facts.push([t('my.refusedReason'), enrolment.reason]);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="article" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <CohortHeading cohort={cohort} order={3} id={headingId} />
          <EnrolmentStatusBadge status={status} />
        </Group>
        {status === 'applied' && <Text fz="sm">{t('my.appliedNote')}</Text>}
        {status === 'notCompleted' && (
          <Text fz="sm">
            {t('my.notCompletedNote', { attendance: COMPLETION_ATTENDANCE * 100, mark: EXAM_PASS_MARK })}
          </Text>
        )}
        <Facts facts={facts} />
        {status === 'applied' && <WithdrawEnrolment enrolment={enrolment} />}
        {enrolment.certificate && <Certificate certificate={enrolment.certificate} />}
      </Stack>
    </Paper>
  );
}

function Certificate({ certificate }: { certificate: NonNullable<TMyEnrolment['certificate']> }) {
  const { t } = useTranslation('expert');
  return (
    <Paper bg="gray.0" p="md">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={4} fz="md">
            {t('my.certificate.heading')}: {t(`certificates.${certificate.kind}`)}
          </Title>
          {certificate.revokedAt !== null && (
            <Badge color="red.9" variant="filled" tt="none" radius="sm">
              {t('my.certificate.revoked')}
            </Badge>
          )}
        </Group>
        <Facts
          facts={[
            [t('my.certificate.number'), certificate.number],
            [t('my.certificate.issuedAt'), formatDate(certificate.issuedAt)],
          ]}
        />
        <Group gap="lg">
          <Anchor href={`/files/${encodeURIComponent(certificate.fileId)}`} download>
            {t('my.certificate.download')}
          </Anchor>
          <Anchor component={Link} to={verifyPathOf(certificate.number)}>
            {t('my.certificate.verify')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
