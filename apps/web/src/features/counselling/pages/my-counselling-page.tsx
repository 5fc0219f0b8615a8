import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { useMyCounselling } from '../api/my-counselling';
import { CounsellingCard } from '../components/counselling-card';

/**
 * /Mypage/Counselling (issue 25): the counselling sessions of the member's orders, one card each,
 * with the booking, its changes and the counsellor's summary once done.
 */
export default function MyCounsellingPage() {
  const { t } = useTranslation('counselling');
  const query = useMyCounselling();

  const body = () => {
    if (query.isPending) return <LoadingState />;
    if (query.isError) return <ErrorState message={t('loadFailed')} onRetry={() => void query.refetch()} />;
    if (query.data.items.length === 0) return <EmptyState message={t('empty')} />;
    return query.data.items.map((session) => <CounsellingCard key={session.id} session={session} />);
  };

  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('intro')}</Text>
      {body()}
    </Stack>
  );
}
