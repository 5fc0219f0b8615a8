import { Anchor, Text } from '@mantine/core';
import { adminPath } from '@putt/contract/admin-routes';
import type { TAdminMember } from '@putt/contract/admin/accounts';
import { formatDateTime, formatNumber } from '@putt/contract/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/states';
import { OrderStatusBadge } from '../../../ui/status/order-status-badge';
import { AccountSection } from './account-section';
import { AdminTable } from '../ui/admin-table';

/** The latest orders of a member or an organisation, each linking to the order's page. */
export function AccountOrders({ orders }: { orders: TAdminMember['orders'] }) {
  const { t } = useTranslation('admin_accounts');
  return (
    <AccountSection
      title={t('orders.title')}
      aside={
        orders.total > 0 && (
          <Text fz="sm" c="dimmed">
            {t('orders.summary', { total: orders.total, shown: orders.recent.length })}
          </Text>
        )
      }
    >
      {orders.recent.length === 0 ? (
        <EmptyState message={t('orders.empty')} />
      ) : (
        <AdminTable
          caption={t('orders.title')}
          rows={orders.recent}
          rowKey={(order) => order.SK}
          columns={[
            { key: 'created', label: t('orders.created'), render: (order) => formatDateTime(order.created) },
            {
              key: 'name',
              label: t('orders.name'),
              render: (order) => (
                <Anchor component={Link} to={adminPath('adminOrderDetail', { SK: order.SK })}>
                  {order.name}
                </Anchor>
              ),
            },
            {
              key: 'status',
              label: t('orders.status'),
              render: (order) => <OrderStatusBadge status={order.status} audience="staff" />,
            },
            {
              key: 'total',
              label: t('orders.total'),
              render: (order) => t('orders.won', { value: formatNumber(order.totalPrice) }),
            },
          ]}
        />
      )}
    </AccountSection>
  );
}
