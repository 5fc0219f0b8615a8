import type { OrderStatus } from '@putt/contract/orders';
import { useTranslation } from 'react-i18next';
import { WordBadge } from '../ui/word-badge';

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
  return <WordBadge color={colour[status]}>{t(`status.${status}`)}</WordBadge>;
}
