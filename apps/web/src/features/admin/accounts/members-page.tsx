import '@mantine/core/styles/Input.css';
import { Anchor, Group } from '@mantine/core';
import { adminPath } from '@putt/contract/admin-routes';
import { memberKinds, memberStates, type TAdminMemberRow } from '@putt/contract/admin/accounts';
import { formatDateTime } from '@putt/contract/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminQuery } from '../api/admin-api';
import { AdminList } from '../ui/admin-list';
import type { AdminColumn } from '../ui/admin-table';
import { AdminPage } from '../ui/admin-page';
import { ChoiceFilter } from '../ui/choice-filter';
import { filterValue, useAdminFilters } from '../ui/use-admin-filters';
import { MemberStateBadges } from './member-state-badges';
import { AdminSearch } from '../ui/admin-search';

/** /Admin/Members: every member, individual and organisation, by kind, state and search. */
export default function MembersPage() {
  const { t } = useTranslation(['admin_accounts', 'admin']);
  const { filters, page, setPage, setFilters } = useAdminFilters({ q: '', kind: '', state: '' });
  const kind = filterValue(memberKinds, filters.kind);
  const state = filterValue(memberStates, filters.state);
  const query = useAdminQuery('adminListMembers', { page, q: filters.q, kind, state });

  const columns: AdminColumn<TAdminMemberRow>[] = [
    { key: 'created', label: t('created'), render: (row) => formatDateTime(row.created), nowrap: true },
    {
      key: 'uid',
      label: t('members.uid'),
      render: (row) => (
        <Anchor component={Link} to={adminPath('adminMemberDetail', { id: row.id })}>
          {row.uid}
        </Anchor>
      ),
    },
    { key: 'name', label: t('members.name'), render: (row) => row.name },
    { key: 'type', label: t('members.type'), render: (row) => t(`memberTypes.${row.type}`) },
    { key: 'email', label: t('members.email'), render: (row) => row.email },
    { key: 'organisation', label: t('members.organisation'), render: (row) => row.organisationName },
    {
      key: 'state',
      label: t('members.state'),
      render: (row) => <MemberStateBadges locked={row.locked} withdrawn={row.withdrawn} />,
    },
  ];

  return (
    <AdminPage title={t('admin:nav.adminMembers')}>
      <Group align="flex-end" wrap="wrap">
        <AdminSearch
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
          label={t('search')}
          hint={t('members.searchHint')}
        />
        <ChoiceFilter
          label={t('members.kind')}
          values={memberKinds}
          value={kind}
          onChange={(value) => setFilters({ kind: value })}
          labelOf={(value) => t(`kinds.${value}`)}
        />
        <ChoiceFilter
          label={t('members.state')}
          values={memberStates}
          value={state}
          onChange={(value) => setFilters({ state: value })}
          labelOf={(value) => t(`states.${value}`)}
        />
      </Group>
      <AdminList
        caption={t('admin:nav.adminMembers')}
        columns={columns}
        query={query}
        rowKey={(row) => row.id}
        page={page}
        onPage={setPage}
        empty={t('members.empty')}
      />
    </AdminPage>
  );
}
