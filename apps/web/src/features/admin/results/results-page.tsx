import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { adminPath } from '@putt/contract/admin-routes';
import type { TAdminResultRow } from '@putt/contract/admin/results';
import { formatDateTime } from '@putt/contract/format';
import { resultStatuses } from '@putt/contract/results';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminQuery } from '../api/admin-api';
import { AdminList } from '../ui/admin-list';
import { AdminPage } from '../ui/admin-page';
import { ChoiceFilter } from '../ui/choice-filter';
import { AdminSearch } from '../ui/admin-search';
import type { AdminColumn } from '../ui/admin-table';
import { filterValue, useAdminFilters } from '../ui/use-admin-filters';
import { ResultDialog } from './result-dialog';
import { ResultStatusBadge } from './result-status-badge';

/**
 * /Admin/Results (issue 23): results the quality checks held wait here for an operator, who
 * releases each or asks for a retest; every current result can be found by examinee, class or
 * organisation, read with its versions, and rescored under a newer norm by an administrator.
 */
export default function ResultsPage() {
  const { t } = useTranslation(['admin_results', 'admin_item-banks', 'admin']);
  // held results are the work waiting, so the list opens on them; `all` lifts the filter
  const { filters, page, setPage, setFilters } = useAdminFilters({ q: '', status: 'held' });
  const status = filterValue(resultStatuses, filters.status);
  const query = useAdminQuery('adminListResults', { page, q: filters.q, ...(status ? { status } : {}) });
  const [open, setOpen] = useState<string>();

  const columns: AdminColumn<TAdminResultRow>[] = [
    {
      key: 'computed',
      label: t('columns.computed'),
      render: (row) => formatDateTime(row.computedAt),
      nowrap: true,
    },
    {
      key: 'examinee',
      label: t('columns.examinee'),
      render: (row) => t('examinee', row.examinee),
    },
    {
      key: 'class',
      label: t('columns.class'),
      render: (row) => (
        <>
          <Anchor component={Link} to={adminPath('adminOrderDetail', { SK: row.project.orderSK })}>
            {row.project.name}
          </Anchor>
          <Text span c="dimmed" fz="xs" display="block">
            {row.project.organisation ?? t('individual')}
          </Text>
        </>
      ),
    },
    {
      key: 'test',
      label: t('columns.test'),
      render: (row) => t(`admin_item-banks:instruments.${row.instrument}`),
    },
    {
      key: 'status',
      label: t('columns.status'),
      nowrap: true,
      render: (row) => <ResultStatusBadge status={row.status} />,
    },
    {
      key: 'flags',
      label: t('columns.flags'),
      render: (row) => row.flags.map((flag) => t(`flags.${flag}`)).join(', ') || t('noFlags'),
    },
    {
      key: 'norm',
      label: t('columns.norm'),
      render: (row) =>
        row.norm ? (
          <Group gap={4}>
            {`v${row.norm.version} ${row.norm.label}`}
            {!row.norm.current && (
              <Badge color="orange.9" variant="outline" size="sm" style={{ textTransform: 'none' }}>
                {t('olderNorm')}
              </Badge>
            )}
          </Group>
        ) : (
          t('noNorm')
        ),
    },
    {
      key: 'open',
      label: t('columns.open'),
      render: (row) => (
        <Button
          size="xs"
          variant={row.status === 'held' ? 'filled' : 'default'}
          onClick={() => setOpen(row.id)}
          aria-label={t(row.status === 'held' ? 'reviewOf' : 'openOf', { name: row.examinee.name })}
        >
          {t(row.status === 'held' ? 'review' : 'open')}
        </Button>
      ),
    },
  ];

  return (
    <AdminPage title={t('admin:nav.adminResults')}>
      <Text size="sm">{t('intro')}</Text>
      <Group align="flex-end" wrap="wrap">
        <ChoiceFilter
          label={t('filters.status')}
          values={resultStatuses}
          value={filters.status}
          onChange={(value) => setFilters({ status: value })}
          labelOf={(value) => t(`status.${value}`)}
          all="all"
        />
        <AdminSearch
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
          label={t('filters.search')}
          hint={t('filters.searchHint')}
        />
      </Group>
      <AdminList
        caption={t('admin:nav.adminResults')}
        columns={columns}
        query={query}
        rowKey={(row) => row.id}
        page={page}
        onPage={setPage}
        empty={t(status === 'held' ? 'emptyHeld' : 'empty')}
      />
      <ResultDialog id={open} onClose={() => setOpen(undefined)} onOpen={setOpen} />
    </AdminPage>
  );
}
