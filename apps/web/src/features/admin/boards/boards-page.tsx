import '@mantine/core/styles/SegmentedControl.css';
import { Anchor, Button, Group, SegmentedControl } from '@mantine/core';
import { adminPath } from '@putt/contract/admin-routes';
import type { TAdminPostRow } from '@putt/contract/admin/boards';
import { formatDateTime } from '@putt/contract/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminQuery } from '../api/admin-api';
import { AdminList } from '../ui/admin-list';
import type { AdminColumn } from '../ui/admin-table';
import { AdminPage } from '../ui/admin-page';
import { useAdminFilters } from '../ui/use-admin-filters';
import { boardKinds, kindOf, NEW_POST, typeOfKind } from './board-kinds';
import { AdminSearch } from '../ui/admin-search';

/** /Admin/Boards: one board at a time (its kind in the address), searched by title. */
export default function BoardsPage() {
  const { t } = useTranslation(['admin_boards', 'admin']);
  const { filters, page, setPage, setFilters } = useAdminFilters({ q: '', kind: 'notice' });
  const kind = kindOf(filters.kind) ?? 'notice';
  const query = useAdminQuery('adminListPosts', { type: typeOfKind[kind], q: filters.q, page });

  const columns: AdminColumn<TAdminPostRow>[] = [
    {
      key: 'title',
      label: t(kind === 'faq' ? 'columns.question' : 'columns.title'),
      render: (row) => (
        <Anchor component={Link} to={adminPath('adminBoardEdit', { kind, id: row.sk })}>
          {row.title}
        </Anchor>
      ),
    },
    { key: 'author', label: t('columns.author'), render: (row) => row.author },
    {
      key: 'created',
      label: t('columns.created'),
      render: (row) => formatDateTime(row.created),
      nowrap: true,
    },
    {
      key: 'updated',
      label: t('columns.updated'),
      render: (row) => formatDateTime(row.updated),
      nowrap: true,
    },
    ...(kind === 'press'
      ? [
          {
            key: 'attachment',
            label: t('columns.attachment'),
            render: (row: TAdminPostRow) => (row.hasAttachment ? t('hasAttachment') : ''),
          },
        ]
      : []),
  ];

  return (
    <AdminPage
      title={t('admin:nav.adminBoards')}
      actions={
        <Button component={Link} to={adminPath('adminBoardEdit', { kind, id: NEW_POST })}>
          {t('new')}
        </Button>
      }
    >
      <Group align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label={t('board')}
          value={kind}
          onChange={(value) => setFilters({ kind: value, q: '' })}
          data={boardKinds.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        />
        <AdminSearch
          key={kind}
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
          label={t('search')}
          hint={t('searchHint')}
        />
      </Group>
      <AdminList
        caption={t(`kinds.${kind}`)}
        columns={columns}
        query={query}
        rowKey={(row) => row.sk}
        page={page}
        onPage={setPage}
        empty={filters.q ? t('emptySearch') : t('empty')}
      />
    </AdminPage>
  );
}
