import '@mantine/core/styles/Input.css';
import { NativeSelect, Stack, Text } from '@mantine/core';
import { ACCESS_REVIEW } from '@putt/contract/admin/access-review';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useAdminQuery } from '../api/admin-api';
import { AdminPage } from '../ui/admin-page';
import { AccessTable } from './access-table';
import { ClassDownloads } from './class-downloads';
import { reviewMonths } from './review-months';
import { ReviewHistory } from './review-history';
import { ReviewRecord } from './review-record';

/**
 * /Admin/AccessReview (administrators, issue 44): the monthly check of staff access to personal
 * data the law asks for. The month defaults to the last one ended, the one due for review.
 */
export default function AccessReviewPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const months = reviewMonths(new Date());
  const month = months.includes(params.get('month') ?? '') ? params.get('month')! : months[1]!;
  const query = useAdminQuery('adminGetAccessReview', { month });

  return (
    <AdminPage title={t('nav.adminAccessReview')}>
      <Text size="sm">{t('accessReview.intro', ACCESS_REVIEW)}</Text>
      <NativeSelect
        label={t('accessReview.month')}
        data={months.map((value, index) => ({
          value,
          label: index === 0 ? t('accessReview.thisMonth', { month: value }) : value,
        }))}
        value={month}
        onChange={(event) => setParams({ month: event.currentTarget.value }, { replace: true })}
        maw={240}
      />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState message={t('accessReview.failed')} onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="lg" aria-busy={query.isFetching}>
          <AccessTable rows={query.data.rows} />
          <ClassDownloads rows={query.data.rows} />
          <ReviewRecord key={month} month={month} open={month === months[0]} review={query.data.review} />
          <ReviewHistory history={query.data.history} onOpen={(value) => setParams({ month: value })} />
        </Stack>
      )}
    </AdminPage>
  );
}
