import '@mantine/core/styles/Table.css';
import { Anchor, Table, Text } from '@mantine/core';
import { adminPath } from '@putt/contract/admin-routes';
import type { TAdminMember } from '@putt/contract/admin/accounts';
import { formatDateTime, formatNumber } from '@putt/contract/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TableScroll } from '../../../ui/list/table-scroll';
import { EmptyState } from '../../../ui/states';
import { OrderStatusBadge } from '../orders/order-status-badge';
import { AccountSection } from './account-section';
import tableClasses from '../ui/admin-table.module.css';

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
        <TableScroll label={t('orders.title')}>
          <Table className={tableClasses.table} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('orders.created')}</Table.Th>
                <Table.Th scope="col">{t('orders.name')}</Table.Th>
                <Table.Th scope="col">{t('orders.status')}</Table.Th>
                <Table.Th scope="col">{t('orders.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.recent.map((order) => (
                <Table.Tr key={order.SK}>
                  <Table.Td>{formatDateTime(order.created)}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={adminPath('adminOrderDetail', { SK: order.SK })}>
                      {order.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <OrderStatusBadge status={order.status} />
                  </Table.Td>
                  <Table.Td>{t('orders.won', { value: formatNumber(order.totalPrice) })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </AccountSection>
  );
}
