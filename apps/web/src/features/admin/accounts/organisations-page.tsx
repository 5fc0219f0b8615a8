import '@mantine/core/styles/Input.css';
import { Anchor, Group } from '@mantine/core';
import { adminPath } from '@putt/contract/admin-routes';
import type { TAdminOrganisationRow } from '@putt/contract/admin/accounts';
import { formatDateTime } from '@putt/contract/format';
import { organisationTypes } from '@putt/contract/org-requests';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminQuery } from '../api/admin-api';
import { AdminList } from '../ui/admin-list';
import type { AdminColumn } from '../ui/admin-table';
import { AdminPage } from '../ui/admin-page';
import { ChoiceFilter } from '../ui/choice-filter';
import { filterValue, useAdminFilters } from '../ui/use-admin-filters';
import { AdminSearch } from '../ui/admin-search';

/** /Admin/Organisations: registered organisations by type and search. */
export default function OrganisationsPage() {
  const { t } = useTranslation(['admin_accounts', 'admin']);
  const { filters, page, setPage, setFilters } = useAdminFilters({ q: '', type: '' });
  const type = filterValue(organisationTypes, filters.type);
  const query = useAdminQuery('adminListOrganisations', { page, q: filters.q, type });

  const columns: AdminColumn<TAdminOrganisationRow>[] = [
    {
      key: 'created',
      label: t('organisations.registered'),
      render: (row) => formatDateTime(row.created),
      nowrap: true,
    },
    {
      key: 'name',
      label: t('organisations.name'),
      render: (row) => (
        <Anchor component={Link} to={adminPath('adminOrganisationDetail', { id: row.id })}>
          {row.name}
        </Anchor>
      ),
    },
    { key: 'orgId', label: t('organisations.orgId'), render: (row) => row.orgId },
    { key: 'type', label: t('organisations.type'), render: (row) => t(`orgTypes.${row.type}`) },
    { key: 'contact', label: t('organisations.deptPersonName'), render: (row) => row.deptPersonName },
    { key: 'email', label: t('organisations.email'), render: (row) => row.email },
    {
      key: 'members',
      label: t('organisations.memberCount'),
      render: (row) => t('organisations.memberCountValue', { count: row.memberCount }),
    },
  ];

  return (
    <AdminPage title={t('admin:nav.adminOrganisations')}>
      <Group align="flex-end" wrap="wrap">
        <AdminSearch
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
          label={t('search')}
          hint={t('organisations.searchHint')}
        />
        <ChoiceFilter
          label={t('organisations.type')}
          values={organisationTypes}
          value={type}
          onChange={(value) => setFilters({ type: value })}
          labelOf={(value) => t(`orgTypes.${value}`)}
        />
      </Group>
      <AdminList
        caption={t('admin:nav.adminOrganisations')}
        columns={columns}
        query={query}
        rowKey={(row) => row.id}
        page={page}
        onPage={setPage}
        empty={t('organisations.empty')}
      />
    </AdminPage>
  );
}
