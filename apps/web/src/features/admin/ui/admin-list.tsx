import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import { Pager } from '../../../ui/list/pager';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { ADMIN_PAGE_SIZE } from '@putt/contract/admin/common';
import { type AdminColumn, AdminTable } from './admin-table';

type Props<T> = {
  /** names the table's region for screen readers */
  caption: string;
  columns: AdminColumn<T>[];
  query: {
    data?: { items: T[]; total: number; page: number };
    isPending: boolean;
    error: unknown;
    isPlaceholderData?: boolean;
    refetch: () => unknown;
  };
  rowKey: (row: T) => string;
  page: number;
  onPage: (page: number) => void;
  empty: string;
};

/** A back-office list: loading, error and empty states, the table, the total and the pager. */
export function AdminList<T>({ caption, columns, query, rowKey, page, onPage, empty }: Props<T>) {
  const { t } = useTranslation('admin');
  if (query.isPending) return <LoadingState />;
  if (query.error || !query.data)
    return <ErrorState message={errorMessage(query.error, t)} onRetry={() => void query.refetch()} />;
  const { items, total } = query.data;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  return (
    <>
      <Group justify="space-between">
        <Text fz="sm" c="dimmed" aria-live="polite">
          {t('list.total', { count: total })}
        </Text>
      </Group>
      {items.length === 0 ? (
        <EmptyState message={empty} />
      ) : (
        <AdminTable
          caption={caption}
          columns={columns}
          rows={items}
          rowKey={rowKey}
          busy={query.isPlaceholderData}
        />
      )}
      {pages > 1 && (
        <Pager
          page={page}
          hasNext={page < pages}
          onPage={onPage}
          labels={{
            nav: t('list.pager'),
            previous: t('list.previous'),
            next: t('list.next'),
            current: t('list.current', { page, pages }),
          }}
        />
      )}
    </>
  );
}
