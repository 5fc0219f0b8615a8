import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Anchor, Group, Text } from '@mantine/core';
import { adminPath } from '@putt/contract/admin-routes';
import type { TAdminOrderRow } from '@putt/contract/admin/orders';
import { formatDateTime, formatNumber } from '@putt/contract/format';
import { formatYmd } from '@putt/contract/dates';
import { orderStatuses, orderTypes } from '@putt/contract/orders';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderStatusBadge, useStatusWords } from '../../../ui/status/order-status-badge';
import { useAdminQuery } from '../api/admin-api';
import { AdminList } from '../ui/admin-list';
import type { AdminColumn } from '../ui/admin-table';
import { AdminPage } from '../ui/admin-page';
import { ChoiceFilter } from '../ui/choice-filter';
import { DateRange } from '../ui/date-range';
import { filterValue, useAdminFilters } from '../ui/use-admin-filters';
import { AdminSearch } from '../ui/admin-search';

/** /Admin/Orders: every order, filtered by status, type and date, searched by name or depositor. */
export default function OrdersPage() {
  const { t } = useTranslation(['admin_orders', 'admin']);
  const words = useStatusWords();
  const { filters, page, setPage, setFilters } = useAdminFilters({
    q: '',
    status: '',
    type: '',
    from: '',
    to: '',
  });
  const status = filterValue(orderStatuses, filters.status);
  const type = filterValue(orderTypes, filters.type);
  const query = useAdminQuery('adminListOrders', {
    page,
    q: filters.q,
    from: filters.from,
    to: filters.to,
    ...(status ? { status } : {}),
    ...(type ? { type } : {}),
  });

  const columns: AdminColumn<TAdminOrderRow>[] = [
    {
      key: 'created',
      label: t('columns.created'),
      render: (row) => formatDateTime(row.createdAt),
      nowrap: true,
    },
    { key: 'type', label: t('columns.type'), render: (row) => t(`type.${row.type}`) },
    {
      key: 'name',
      label: t('columns.name'),
      render: (row) => (
        <Anchor component={Link} to={adminPath('adminOrderDetail', { SK: row.SK })}>
          {row.name}
        </Anchor>
      ),
    },
    {
      key: 'customer',
      label: t('columns.customer'),
      render: (row) => (
        <>
          {row.customerName || row.customerUid}
          <Text span c="dimmed" fz="xs" display="block">
            {row.organisationName ?? row.customerUid}
          </Text>
        </>
      ),
    },
    { key: 'depositName', label: t('columns.depositName'), render: (row) => row.depositName },
    { key: 'bankDate', label: t('columns.bankDate'), render: (row) => formatYmd(row.bankDate), nowrap: true },
    {
      key: 'total',
      label: t('columns.total'),
      render: (row) => t('won', { value: formatNumber(row.totalPrice) }),
    },
    {
      key: 'status',
      label: t('columns.status'),
      render: (row) => <OrderStatusBadge status={row.status} audience="staff" />,
    },
    { key: 'paid', label: t('columns.paid'), render: (row) => t(row.isPaid ? 'paid.yes' : 'paid.no') },
  ];

  return (
    <AdminPage title={t('admin:nav.adminOrders')}>
      <Group align="flex-end" wrap="wrap">
        <ChoiceFilter
          label={t('filters.status')}
          values={orderStatuses}
          value={filters.status}
          onChange={(value) => setFilters({ status: value })}
          labelOf={(value) => words.order(value, 'staff')}
        />
        <ChoiceFilter
          label={t('filters.type')}
          values={orderTypes}
          value={filters.type}
          onChange={(value) => setFilters({ type: value })}
          labelOf={(value) => t(`type.${value}`)}
        />
        <DateRange from={filters.from} to={filters.to} onChange={(range) => setFilters(range)} />
        <AdminSearch
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
          label={t('filters.search')}
          hint={t('filters.searchHint')}
        />
      </Group>
      <AdminList
        caption={t('admin:nav.adminOrders')}
        columns={columns}
        query={query}
        rowKey={(row) => row.SK}
        page={page}
        onPage={setPage}
        empty={t('empty')}
      />
    </AdminPage>
  );
}
