import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../ui/list/pager';
import { SearchBox } from '../../../ui/list/search-box';
import { useListParams } from '../../../ui/list/use-list-params';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { type OrgOrderPage, useOrgOrders } from '../api/org-orders';

type Props = {
  /** `quotation`: every application (the request list); else the orders staff approved */
  subType?: 'quotation';
  /** the list's own empty text (spec-2 §8) */
  empty: string;
  /** the table of a page that has rows */
  children: (list: OrgOrderPage) => ReactNode;
};

/**
 * An organisation's order list, 10 a page (spec-2 §9): search by title, then loading, the rows with
 * the pager, the list's empty text, or the load failure of spec-2 §8 with a retry. Page and search
 * live in the address.
 */
export function OrgOrderList({ subType, empty, children }: Props) {
  const { t } = useTranslation('org-orders');
  const { page, q, setPage, search } = useListParams();
  const list = useOrgOrders({ subType, page, searchValue: q });

  let body: ReactNode;
  if (list.isPending) body = <LoadingState />;
  else if (list.isError)
    body = <ErrorState message={t('lists.loadFailed')} onRetry={() => void list.refetch()} />;
  else {
    const { Items, hasNext } = list.data;
    body = (
      <>
        {Items.length === 0 ? <EmptyState message={empty} /> : children(list.data)}
        {/* a page past the end still leads back */}
        {(Items.length > 0 || list.data.page > 1) && (
          <Pager
            page={list.data.page}
            hasNext={hasNext}
            onPage={setPage}
            labels={{
              nav: t('lists.pager.nav'),
              previous: t('lists.pager.previous'),
              next: t('lists.pager.next'),
              current: t('lists.pager.current', { page: list.data.page }),
            }}
          />
        )}
      </>
    );
  }

  return (
    <Stack gap="lg">
      <SearchBox
        value={q}
        onSearch={search}
        labels={{
          field: t('lists.search.field'),
          placeholder: t('lists.search.placeholder'),
          submit: t('lists.search.submit'),
        }}
      />
      <div aria-busy={list.isPlaceholderData}>{body}</div>
    </Stack>
  );
}
