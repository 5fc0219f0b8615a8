import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Anchor, Group, NativeSelect, SegmentedControl, Text } from '@mantine/core';
import { adminPath } from '@putt/contract/admin-routes';
import type { TAdminCounsellingRow } from '@putt/contract/admin/counselling';
import { counsellingStatuses } from '@putt/contract/counselling';
import { formatDateTime } from '@putt/contract/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminQuery } from '../api/admin-api';
import { useStaffSession } from '../shell/use-staff-session';
import { AdminList } from '../ui/admin-list';
import { AdminPage } from '../ui/admin-page';
import { ChoiceFilter } from '../ui/choice-filter';
import { AdminSearch } from '../ui/admin-search';
import type { AdminColumn } from '../ui/admin-table';
import { DateRange } from '../ui/date-range';
import { filterValue, useAdminFilters } from '../ui/use-admin-filters';
import { CounsellingStatusBadge } from './counselling-status-badge';
import { Requested } from './requested';
import { WeekView } from './week-view';

/**
 * /Admin/Counselling (issue 25): every counselling session, by status, counsellor, booked date and
 * name, as a list or as a week of days; a counsellor sees only their own (the server's answer).
 */
export default function CounsellingPage() {
  const { t } = useTranslation(['admin_counselling', 'admin']);
  const { staff } = useStaffSession();
  const isCounsellor = staff?.role === 'counsellor';
  const { filters, page, setPage, setFilters } = useAdminFilters({
    q: '',
    status: '',
    counsellor: '',
    from: '',
    to: '',
    view: '',
    week: '',
  });
  const status = filterValue(counsellingStatuses, filters.status);
  const counsellor = isCounsellor ? '' : filters.counsellor;
  const week = filters.view === 'week';
  const counsellors = useAdminQuery('adminListCounsellors', {}, { enabled: !!staff && !isCounsellor });
  const query = useAdminQuery(
    'adminListCounselling',
    { page, q: filters.q, status, counsellor, from: filters.from, to: filters.to },
    { enabled: !week },
  );

  const columns: AdminColumn<TAdminCounsellingRow>[] = [
    {
      key: 'time',
      label: t('columns.time'),
      nowrap: true,
      render: (row) => (row.startsAt === null ? t('notBooked') : formatDateTime(row.startsAt)),
    },
    {
      key: 'examinee',
      label: t('columns.examinee'),
      render: (row) => (
        <Anchor component={Link} to={adminPath('adminCounsellingDetail', { id: row.id })}>
          {row.examineeName}
        </Anchor>
      ),
    },
    { key: 'customer', label: t('columns.customer'), render: (row) => row.customer },
    {
      key: 'level',
      label: t('columns.level'),
      render: (row) => t('levelMinutes', { level: t(`levels.${row.level}`), minutes: row.minutes }),
    },
    {
      key: 'requested',
      label: t('columns.requested'),
      render: (row) => <Requested date={row.requestedDate} type={row.requestedType} />,
    },
    {
      key: 'status',
      label: t('columns.status'),
      nowrap: true,
      render: (row) => <CounsellingStatusBadge status={row.status} />,
    },
    {
      key: 'counsellor',
      label: t('columns.counsellor'),
      render: (row) => row.counsellor?.name ?? t('unassigned'),
    },
  ];

  return (
    <AdminPage
      title={t('admin:nav.adminCounselling')}
      actions={
        <SegmentedControl
          aria-label={t('views.label')}
          value={week ? 'week' : 'list'}
          onChange={(value) => setFilters({ view: value === 'week' ? 'week' : '' })}
          data={[
            { value: 'list', label: t('views.list') },
            { value: 'week', label: t('views.week') },
          ]}
        />
      }
    >
      <Text size="sm">{t('intro')}</Text>
      <Group align="flex-end" wrap="wrap">
        <ChoiceFilter
          label={t('filters.status')}
          values={counsellingStatuses}
          value={status}
          onChange={(value) => setFilters({ status: value })}
          labelOf={(value) => t(`status.${value}`)}
        />
        {!isCounsellor && (
          <NativeSelect
            label={t('filters.counsellor')}
            value={counsellor}
            onChange={(event) => setFilters({ counsellor: event.currentTarget.value })}
            data={[
              { value: '', label: t('admin:all') },
              ...(counsellors.data?.items ?? []).map((item) => ({ value: item.staffId, label: item.name })),
              // a counsellor named in the address but no longer in the list stays choosable
              ...(counsellor &&
              counsellors.data &&
              !counsellors.data.items.some((c) => c.staffId === counsellor)
                ? [{ value: counsellor, label: counsellor }]
                : []),
            ]}
          />
        )}
        {!week && <DateRange from={filters.from} to={filters.to} onChange={(range) => setFilters(range)} />}
        <AdminSearch
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
          label={t('filters.search')}
          hint={t('filters.searchHint')}
        />
      </Group>
      {week ? (
        <WeekView
          week={filters.week}
          filters={{ q: filters.q, status, counsellor }}
          onWeek={(next) => setFilters({ week: next })}
        />
      ) : (
        <AdminList
          caption={t('admin:nav.adminCounselling')}
          columns={columns}
          query={query}
          rowKey={(row) => row.id}
          page={page}
          onPage={setPage}
          empty={t('empty')}
        />
      )}
    </AdminPage>
  );
}
