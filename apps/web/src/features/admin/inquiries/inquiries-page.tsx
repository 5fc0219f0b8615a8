import '@mantine/core/styles/Input.css';
import { Anchor, Group } from '@mantine/core';
import { adminPath } from '@putt/contract/admin-routes';
import { inquiryKinds, inquiryStatuses, type TAdminInquiryRow } from '@putt/contract/admin/inquiries';
import { formatDateTime } from '@putt/contract/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminQuery } from '../api/admin-api';
import { AdminList } from '../ui/admin-list';
import type { AdminColumn } from '../ui/admin-table';
import { AdminPage } from '../ui/admin-page';
import { ChoiceFilter } from '../ui/choice-filter';
import { filterValue, useAdminFilters } from '../ui/use-admin-filters';
import { InquiryStatusBadge } from './inquiry-status-badge';
import { AdminSearch } from '../ui/admin-search';

/** /Admin/Inquiries: the inbox of individual and organisation inquiries (the dashboard links ?status=new). */
export default function InquiriesPage() {
  const { t } = useTranslation(['admin_inquiries', 'admin']);
  const { filters, page, setPage, setFilters } = useAdminFilters({ q: '', kind: '', status: '' });
  const kind = filterValue(inquiryKinds, filters.kind);
  const status = filterValue(inquiryStatuses, filters.status);
  const query = useAdminQuery('adminListInquiries', { page, q: filters.q, kind, status });

  const columns: AdminColumn<TAdminInquiryRow>[] = [
    { key: 'created', label: t('created'), render: (row) => formatDateTime(row.created), nowrap: true },
    { key: 'kind', label: t('kind'), render: (row) => t(`kinds.${row.kind}`) },
    {
      key: 'name',
      label: t('name'),
      render: (row) => (
        <Anchor component={Link} to={adminPath('adminInquiryDetail', { kind: row.kind, id: row.id })}>
          {row.orgName ? `${row.orgName} · ${row.name}` : row.name}
        </Anchor>
      ),
    },
    { key: 'target', label: t('target'), render: (row) => row.targetProduct ?? '' },
    { key: 'email', label: t('email'), render: (row) => row.email },
    { key: 'status', label: t('status'), render: (row) => <InquiryStatusBadge status={row.status} /> },
    {
      key: 'attachment',
      label: t('attachment'),
      render: (row) => (row.hasAttachment ? t('hasAttachment') : ''),
    },
    { key: 'answers', label: t('answers'), render: (row) => t('answersCount', { count: row.answers }) },
  ];

  return (
    <AdminPage title={t('admin:nav.adminInquiries')}>
      <Group align="flex-end" wrap="wrap">
        <AdminSearch
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
          label={t('search')}
          hint={t('searchHint')}
        />
        <ChoiceFilter
          label={t('kind')}
          values={inquiryKinds}
          value={kind}
          onChange={(value) => setFilters({ kind: value })}
          labelOf={(value) => t(`kinds.${value}`)}
        />
        <ChoiceFilter
          label={t('status')}
          values={inquiryStatuses}
          value={status}
          onChange={(value) => setFilters({ status: value })}
          labelOf={(value) => t(`statuses.${value}`)}
        />
      </Group>
      <AdminList
        caption={t('admin:nav.adminInquiries')}
        columns={columns}
        query={query}
        rowKey={(row) => `${row.kind}:${row.id}`}
        page={page}
        onPage={setPage}
        empty={t('empty')}
      />
    </AdminPage>
  );
}
