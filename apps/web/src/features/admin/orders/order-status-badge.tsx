import { Badge } from '@mantine/core';
import type { OrderStatus } from '@putt/contract/orders';
import { useTranslation } from 'react-i18next';

const colour: Record<OrderStatus, string> = {
  pending: 'orange',
  approved: 'blue',
  approvedTempSave: 'blue',
  ready: 'cyan',
  ing: 'teal',
  completed: 'green',
  rejected: 'red',
  canceled: 'gray',
};

/** An order's status as text in a coloured badge (the colour is never the only sign). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('admin_orders');
  return (
    // dark text on the light tint: the tint's own shade fails contrast on small bold text
    <Badge variant="light" color={colour[status]} c="dark.8" style={{ textTransform: 'none' }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
