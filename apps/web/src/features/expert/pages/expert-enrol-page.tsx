import { Anchor, Paper, Stack, Text } from '@mantine/core';
import type { TOpenCohort } from '@putt/contract/expert-courses';
import { pathOf } from '@putt/contract/routes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMemberInfo } from '../../../api/member-info';
import { useSiteInfo } from '../../../api/site-info';
import { Facts } from '../../../ui/facts';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useExpertCohorts } from '../api/expert-courses';
import { EnrolForm } from '../components/enrol-form';
import { useCohortFacts } from '../components/cohort-facts';
import { CohortHeading } from '../components/cohort-heading';

function BackToList({ message }: { message: string }) {
  const { t } = useTranslation('expert');
  return (
    <Stack align="center" py="xl">
      <Text role="alert">{message}</Text>
      <Anchor component={Link} to={pathOf('mypageExpert')}>
        {t('enrol.back')}
      </Anchor>
    </Stack>
  );
}

/** The cohort applied for: the course, its schedule, place, fee, seats and requirements. */
function CohortSummary({ cohort }: { cohort: TOpenCohort }) {
  const headingId = useId();
  const facts = useCohortFacts();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <CohortHeading cohort={cohort} order={2} id={headingId} />
        <Facts facts={facts(cohort)} />
      </Stack>
    </Paper>
  );
}

/**
 * /Mypage/Expert/Apply/:cohortId (issue 25, decision 024): an open cohort's summary and the
 * enrolment for one of its seats, paid by bank transfer into the company's account.
 */
export default function ExpertEnrolPage() {
  const { t } = useTranslation('expert');
  const { cohortId = '' } = useParams();
  const cohorts = useExpertCohorts();
  const site = useSiteInfo();
  const memberInfo = useMemberInfo();
  // Data once here stays shown (a failed refresh does not take away the form and what was typed).
  if (!cohorts.data)
    return cohorts.isError ? (
      <ErrorState message={t('enrol.loadFailed')} onRetry={() => void cohorts.refetch()} />
    ) : (
      <LoadingState />
    );
  if (!site.data)
    return site.isError ? (
      <ErrorState message={t('enrol.siteLoadFailed')} onRetry={() => void site.refetch()} />
    ) : (
      <LoadingState />
    );
  // the name and phone are only a start: the form opens without them if they cannot be read
  if (memberInfo.isPending) return <LoadingState />;
  const member = { name: memberInfo.data?.name ?? '', phone: memberInfo.data?.phoneNumber ?? '' };
  const cohort = cohorts.data.items.find((item) => item.id === cohortId);
  if (!cohort) return <BackToList message={t('enrol.notFound')} />;
  return (
    <Stack gap="lg">
      <Text>{t('enrol.intro')}</Text>
      <CohortSummary cohort={cohort} />
      {cohort.seatsLeft > 0 ? (
        <EnrolForm cohort={cohort} account={site.data.bankAccount} member={member} />
      ) : (
        <BackToList message={t('enrol.full')} />
      )}
    </Stack>
  );
}
