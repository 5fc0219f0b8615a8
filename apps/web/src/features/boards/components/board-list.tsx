import { Stack } from '@mantine/core';
import type { BoardType, TBoardRow } from '@putt/contract/boards';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { useHydrated } from '../../../ui/use-hydrated';
import { Pager } from '../../../ui/list/pager';
import { SearchBox } from '../../../ui/list/search-box';
import { useListParams } from '../../../ui/list/use-list-params';
import { useBoardPage } from '../api/boards';

type Props = {
  type: BoardType;
  collapsibleSearch?: boolean;
  /** told before each search (the FAQ closes its open answers) */
  onSearch?: () => void;
  /** the rows of the loaded page, numbered from `page` */
  children: (rows: TBoardRow[], page: number) => ReactNode;
};

/**
 * A board's list page (spec-2 §4 "Public lists"): search box, then loading, the rows with the pager,
 * the empty message, or the load failure with a retry. Page and search live in the address.
 */
export function BoardList({ type, collapsibleSearch = false, onSearch, children }: Props) {
  const { t } = useTranslation('boards');
  // A prerendered list was drawn from the build's throw-away server, whose posts are not this
  // site's: the HTML shows the loading state, and the rows come from this server after.
  const hydrated = useHydrated();
  const { page, q, setPage, search } = useListParams();
  const list = useBoardPage({ type, page, searchValue: q });

  let body: ReactNode;
  if (!hydrated || list.isPending) body = <LoadingState label={t('list.loading')} />;
  else if (list.isError)
    body = (
      <>
        <ErrorState message={t(`list.loadFailed.${type}`)} onRetry={() => void list.refetch()} />
        <EmptyState message={t('list.nothingToShow')} />
      </>
    );
  else if (list.data.Items.length === 0) body = <EmptyState message={t('list.empty')} />;
  else
    body = (
      <>
        {children(list.data.Items, list.data.page)}
        <Pager
          page={list.data.page}
          hasNext={list.data.hasNext}
          onPage={setPage}
          labels={{
            nav: t('pager.label'),
            previous: t('pager.previous'),
            next: t('pager.next'),
            current: t('pager.page', { page: list.data.page }),
          }}
        />
      </>
    );

  return (
    <Stack gap="lg">
      <SearchBox
        value={q}
        collapsible={collapsibleSearch}
        labels={{
          field: t('search.label'),
          placeholder: t('search.placeholder'),
          submit: t('search.submit'),
          toggle: t('search.toggle'),
        }}
        onSearch={(text) => {
          onSearch?.();
          search(text);
        }}
      />
      <div aria-busy={list.isPlaceholderData}>{body}</div>
    </Stack>
  );
}
