import { Stack, Text, Title } from '@mantine/core';
import { closedEnrolmentStatuses } from '@putt/contract/expert-courses';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { useExpertCohorts, useMyExpertCourses } from '../api/expert-courses';
import { CohortCard } from '../components/cohort-card';
import { EnrolmentCard } from '../components/enrolment-card';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} fz="xl" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function OpenCohorts() {
  const { t } = useTranslation('expert');
  const query = useExpertCohorts();
  const mine = useMyExpertCourses();
  // a cohort applied for (and not refused or withdrawn) is not applied for again
  const applied = new Set(
    (mine.data?.items ?? [])
      .filter((item) => !closedEnrolmentStatuses.includes(item.status))
      .map((item) => item.cohort.id),
  );
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return <ErrorState message={t('my.openLoadFailed')} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) return <EmptyState message={t('my.openEmpty')} />;
  return query.data.items.map((cohort) => (
    <CohortCard key={cohort.id} cohort={cohort} applied={applied.has(cohort.id)} />
  ));
}

function MyEnrolments() {
  const { t } = useTranslation('expert');
  const query = useMyExpertCourses();
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return <ErrorState message={t('my.mineLoadFailed')} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) return <EmptyState message={t('my.mineEmpty')} />;
  return query.data.items.map((enrolment) => <EnrolmentCard key={enrolment.id} enrolment={enrolment} />);
}

/**
 * /Mypage/Expert (issue 25, decision 024): the cohorts taking enrolments, each with the way to
 * apply, and the member's enrolments with their progress and certificates.
 */
export default function MyExpertPage() {
  const { t } = useTranslation('expert');
  return (
    <Stack gap="xl">
      <Text c="dimmed">{t('my.intro')}</Text>
      <Section title={t('my.openHeading')}>
        <OpenCohorts />
      </Section>
      <Section title={t('my.mineHeading')}>
        <MyEnrolments />
      </Section>
    </Stack>
  );
}
