import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Anchor, Group, Text } from '@mantine/core';
import { activityRunStatuses } from '@putt/contract/activity-runs';
import { adminPath } from '@putt/contract/admin-routes';
import type { TAdminActivityRow } from '@putt/contract/admin/activity-runs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminQuery } from '../api/admin-api';
import { AdminList } from '../ui/admin-list';
import { AdminPage } from '../ui/admin-page';
import { ChoiceFilter } from '../ui/choice-filter';
import { AdminSearch } from '../ui/admin-search';
import type { AdminColumn } from '../ui/admin-table';
import { filterValue, useAdminFilters } from '../ui/use-admin-filters';
import { datesText } from './activity-facts';
import { ActivityStatusBadge } from './activity-status-badge';

/**
 * /Admin/Activities (issue 25, decision 025): the Activity programme runs of approved organisation
 * orders, by status and organisation or order name, unplanned ones first; each with its programme,
 * people, dates, place, instructor and status. Runs are opened by approving an order, not here.
 */
export default function ActivitiesPage() {
  const { t } = useTranslation(['admin_activities', 'admin']);
  const { filters, page, setPage, setFilters } = useAdminFilters({ q: '', status: '' });
  const status = filterValue(activityRunStatuses, filters.status);
  const query = useAdminQuery('adminListActivityRuns', { page, q: filters.q, status });

  const columns: AdminColumn<TAdminActivityRow>[] = [
    { key: 'organisation', label: t('columns.organisation'), render: (row) => row.organisation },
    {
      key: 'programme',
      label: t('columns.programme'),
      render: (row) => (
        <>
          <Anchor component={Link} to={adminPath('adminActivityDetail', { id: row.id })}>
            {row.productName}
          </Anchor>
          <Text span display="block" fz="xs" c="dimmed">
            {row.orderName}
          </Text>
        </>
      ),
    },
    {
      key: 'persons',
      label: t('columns.persons'),
      nowrap: true,
      render: (row) => t('persons', { n: row.persons }),
    },
    {
      key: 'dates',
      label: t('columns.dates'),
      nowrap: true,
      render: (row) => datesText(t, row.startsOn, row.endsOn),
    },
    { key: 'place', label: t('columns.place'), render: (row) => row.place || '—' },
    { key: 'instructor', label: t('columns.instructor'), render: (row) => row.instructorName ?? '—' },
    {
      key: 'status',
      label: t('columns.status'),
      nowrap: true,
      render: (row) => <ActivityStatusBadge status={row.status} />,
    },
  ];

  return (
    <AdminPage title={t('admin:nav.adminActivities')}>
      <Text size="sm">{t('intro')}</Text>
      <Group align="flex-end" wrap="wrap">
        <ChoiceFilter
          label={t('filters.status')}
          values={activityRunStatuses}
          value={status}
          onChange={(value) => setFilters({ status: value })}
          labelOf={(value) => t(`status.${value}`)}
        />
        <AdminSearch
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
          label={t('filters.search')}
          hint={t('filters.searchHint')}
        />
      </Group>
      <AdminList
        caption={t('admin:nav.adminActivities')}
        columns={columns}
        query={query}
        rowKey={(row) => row.id}
        page={page}
        onPage={setPage}
        empty={t('empty')}
      />
    </AdminPage>
  );
}
