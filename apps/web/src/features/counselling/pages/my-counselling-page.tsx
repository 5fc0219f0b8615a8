import { Stack, Text } from '@mantine/core';
import type { TMyCounselling } from '@putt/contract/counselling';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { useMyCounselling } from '../api/my-counselling';
import { CounsellingCard } from '../components/counselling-card';

/**
 * Each session's number among its child's, from the first (the list comes newest first); none for
 * a child with one session.
 */
function numbersOf(items: TMyCounselling[]): Map<string, number> {
  const counts = new Map<string, number>();
  const numbers = new Map<string, number>();
  for (const item of [...items].reverse()) {
    const number = (counts.get(item.examineeName) ?? 0) + 1;
    counts.set(item.examineeName, number);
    numbers.set(item.id, number);
  }
  for (const item of items) if (counts.get(item.examineeName) === 1) numbers.delete(item.id);
  return numbers;
}

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
    const numbers = numbersOf(query.data.items);
    return query.data.items.map((session) => (
      <CounsellingCard key={session.id} session={session} number={numbers.get(session.id)} />
    ));
  };

  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('intro')}</Text>
      {body()}
    </Stack>
  );
}
