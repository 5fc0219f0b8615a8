import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { useMyActivityRuns } from '../api/my-activity-runs';
import { ActivityRunCard } from '../components/activity-run-card';

/**
 * /Mypage/Activity (issue 25, decision 025): the Activity programme runs of the organisation's
 * orders, one card each, with the plan once staff have confirmed it.
 */
export default function MyActivityPage() {
  const { t } = useTranslation('activities');
  const query = useMyActivityRuns();

  const body = () => {
    if (query.isPending) return <LoadingState />;
    if (query.isError) return <ErrorState message={t('loadFailed')} onRetry={() => void query.refetch()} />;
    if (query.data.items.length === 0) return <EmptyState message={t('empty')} />;
    return query.data.items.map((run) => <ActivityRunCard key={run.id} run={run} />);
  };

  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('intro')}</Text>
      {body()}
    </Stack>
  );
}
