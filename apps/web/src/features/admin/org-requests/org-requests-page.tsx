import '@mantine/core/styles/Input.css';
import { Anchor, Group } from '@mantine/core';
import { adminPath } from '@putt/contract/admin-routes';
import { orgRequestStatuses, type TAdminOrgRequestRow } from '@putt/contract/admin/org-requests';
import { formatDateTime } from '@putt/contract/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminQuery } from '../api/admin-api';
import { AdminList } from '../ui/admin-list';
import type { AdminColumn } from '../ui/admin-table';
import { AdminPage } from '../ui/admin-page';
import { ChoiceFilter } from '../ui/choice-filter';
import { filterValue, useAdminFilters } from '../ui/use-admin-filters';
import { OrgRequestStatusBadge } from './org-request-status-badge';
import { AdminSearch } from '../ui/admin-search';

/** /Admin/OrgRequests: organisation registration requests to review (the dashboard links ?status=pending). */
export default function OrgRequestsPage() {
  const { t } = useTranslation(['admin_org-requests', 'admin']);
  const { filters, page, setPage, setFilters } = useAdminFilters({ q: '', status: '' });
  const status = filterValue(orgRequestStatuses, filters.status);
  const query = useAdminQuery('adminListOrgRequests', { page, q: filters.q, status });

  const columns: AdminColumn<TAdminOrgRequestRow>[] = [
    { key: 'created', label: t('created'), render: (row) => formatDateTime(row.created), nowrap: true },
    {
      key: 'name',
      label: t('name'),
      render: (row) => (
        <Anchor component={Link} to={adminPath('adminOrgRequestDetail', { id: row.id })}>
          {row.name}
        </Anchor>
      ),
    },
    { key: 'uid', label: t('orgId'), render: (row) => row.uid },
    { key: 'type', label: t('type'), render: (row) => t(`types.${row.type}`) },
    { key: 'contact', label: t('deptPersonName'), render: (row) => row.deptPersonName },
    { key: 'email', label: t('email'), render: (row) => row.email },
    { key: 'status', label: t('status'), render: (row) => <OrgRequestStatusBadge status={row.status} /> },
  ];

  return (
    <AdminPage title={t('admin:nav.adminOrgRequests')}>
      <Group align="flex-end" wrap="wrap">
        <AdminSearch
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
          label={t('search')}
          hint={t('searchHint')}
        />
        <ChoiceFilter
          label={t('status')}
          values={orgRequestStatuses}
          value={status}
          onChange={(value) => setFilters({ status: value })}
          labelOf={(value) => t(`statuses.${value}`)}
        />
      </Group>
      <AdminList
        caption={t('admin:nav.adminOrgRequests')}
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
