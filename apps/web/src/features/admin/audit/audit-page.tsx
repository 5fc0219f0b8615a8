import '@mantine/core/styles/Input.css';
import { Code, Group } from '@mantine/core';
import { formatDateTime } from '@putt/contract/format';
import { auditKinds, type TAuditRow } from '@putt/contract/admin/audit';
import { useTranslation } from 'react-i18next';
import { useAdminQuery } from '../api/admin-api';
import { AdminList } from '../ui/admin-list';
import type { AdminColumn } from '../ui/admin-table';
import { AdminPage } from '../ui/admin-page';
import { DateRange } from '../ui/date-range';
import { ChoiceFilter } from '../ui/choice-filter';
import { filterValue, useAdminFilters } from '../ui/use-admin-filters';
import { AdminSearch } from '../ui/admin-search';
import { WordBadge } from '../../../ui/status/word-badge';

/** /Admin/Audit: every staff action and view of personal data, newest first (administrators only). */
export default function AuditPage() {
  const { t } = useTranslation('admin');
  const { filters, page, setPage, setFilters } = useAdminFilters({ q: '', kind: '', from: '', to: '' });
  const kind = filterValue(auditKinds, filters.kind);
  const query = useAdminQuery('adminListAudit', {
    page,
    q: filters.q,
    from: filters.from,
    to: filters.to,
    ...(kind ? { kind } : {}),
  });

  const columns: AdminColumn<TAuditRow>[] = [
    { key: 'at', label: t('audit.at'), render: (row) => formatDateTime(row.at), nowrap: true },
    {
      key: 'staff',
      label: t('audit.staff'),
      render: (row) =>
        row.staffLogin ||
        (row.memberLogin ? t('audit.member', { login: row.memberLogin }) : t('audit.system')),
    },
    {
      key: 'kind',
      label: t('audit.kind'),
      render: (row) => (
        <WordBadge color={row.kind === 'view' ? 'gray' : 'blue'}>{t(`audit.kinds.${row.kind}`)}</WordBadge>
      ),
    },
    { key: 'action', label: t('audit.action'), render: (row) => <Code>{row.action}</Code> },
    { key: 'target', label: t('audit.target'), render: (row) => `${row.targetType} ${row.targetId}`.trim() },
    { key: 'subject', label: t('audit.subject'), render: (row) => row.subject },
    { key: 'ip', label: t('audit.ip'), render: (row) => row.ip },
  ];

  return (
    <AdminPage title={t('nav.adminAudit')}>
      <Group align="flex-end" wrap="wrap">
        <AdminSearch
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
          label={t('audit.search')}
          hint={t('audit.searchHint')}
        />
        <ChoiceFilter
          label={t('audit.kind')}
          values={auditKinds}
          value={kind}
          onChange={(value) => setFilters({ kind: value })}
          labelOf={(value) => t(`audit.kinds.${value}`)}
        />
        <DateRange from={filters.from} to={filters.to} onChange={(range) => setFilters(range)} />
      </Group>
      <AdminList
        caption={t('nav.adminAudit')}
        columns={columns}
        query={query}
        rowKey={(row) => String(row.id)}
        page={page}
        onPage={setPage}
        empty={t('audit.empty')}
      />
    </AdminPage>
  );
}
