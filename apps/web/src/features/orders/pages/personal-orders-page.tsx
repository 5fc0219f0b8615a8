import { Stack } from '@mantine/core';
import type { TOrderRow } from '@putt/contract/orders';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../ui/list/pager';
import { SearchBox } from '../../../ui/list/search-box';
import { useListParams } from '../../../ui/list/use-list-params';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { useMyOrders } from '../api/my-orders';
import { CancelOrderDialog } from '../components/cancel-order-dialog';
import { OrderTable } from '../components/order-table';

/**
 * The member's applications (/Mypage/Order/Personal, spec-1 §2): search by title, then loading, the
 * table with the pager, the empty text, or the load failure with a retry. Page and search live in
 * the address.
 */
export default function PersonalOrdersPage() {
  const { t } = useTranslation('orders');
  const { page, q, setPage, search } = useListParams();
  const list = useMyOrders({ page, searchValue: q });
  const [cancelling, setCancelling] = useState<TOrderRow | null>(null);

  let body: ReactNode;
  if (list.isPending) body = <LoadingState />;
  else if (list.isError)
    body = <ErrorState message={t('list.loadFailed')} onRetry={() => void list.refetch()} />;
  else if (list.data.Items.length === 0) body = <EmptyState message={t('list.empty')} />;
  else
    body = (
      <>
        <OrderTable rows={list.data.Items} page={list.data.page} onCancel={setCancelling} />
        <Pager
          page={list.data.page}
          hasNext={list.data.hasNext}
          onPage={setPage}
          labels={{
            nav: t('list.pager.nav'),
            previous: t('list.pager.previous'),
            next: t('list.pager.next'),
            current: t('list.pager.current', { page: list.data.page }),
          }}
        />
      </>
    );

  return (
    <Stack gap="lg">
      <SearchBox
        value={q}
        onSearch={search}
        labels={{
          field: t('list.search.field'),
          placeholder: t('list.search.placeholder'),
          submit: t('list.search.submit'),
        }}
      />
      <div aria-busy={list.isPlaceholderData}>{body}</div>
      <CancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}
