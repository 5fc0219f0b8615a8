import { Paper, Title } from '@mantine/core';
import { formatYmd } from '@putt/contract/dates';
import { formatDate, formatNumber } from '@putt/contract/format';
import type { TOrderDetail } from '@putt/contract/orders';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Facts } from '../../../ui/facts';
import { OrderStatusBadge, useStatusWords } from '../../../ui/status/order-status-badge';

/** The application itself: name, date, status, total, the deposit and the guardian. */
export function OrderSummary({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation('orders');
  const headingId = useId();
  const words = useStatusWords();
  const { guardian, payment_method: payment } = order;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} mb="md">
        {order.name}
      </Title>
      <Facts
        facts={[
          [t('detail.summary.date'), formatDate(order.createdDate)],
          [
            t('detail.summary.status'),
            <OrderStatusBadge key="status" status={order.status} audience="individual" />,
          ],
          [t('detail.summary.purchase'), words.purchase(order.status)],
          [t('detail.summary.total'), t('list.won', { value: formatNumber(order.totalPrice) })],
          [t('detail.summary.depositName'), payment.deposit_name],
          [t('detail.summary.depositDate'), formatYmd(payment.bank_date)],
          [
            t('detail.summary.guardian'),
            guardian
              ? t('detail.summary.guardianValue', {
                  name: guardian.name,
                  relationship: guardian.relationship,
                  phone: guardian.phone_number,
                })
              : 'N/A',
          ],
          [t('detail.summary.receiverEmail'), order.receiver_email],
        ]}
      />
    </Paper>
  );
}
