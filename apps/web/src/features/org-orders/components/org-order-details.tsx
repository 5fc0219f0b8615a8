import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { Stack, type TitleOrder } from '@mantine/core';
import { courseProductTypes } from '@putt/contract/expert-courses';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useOrgOrder } from '../api/org-orders';
import { OrderTrainees } from './order-trainees';
import { OrgOrderView } from './org-order-view';

const courseTypes: readonly string[] = Object.values(courseProductTypes);

/**
 * The server answers an unknown SK and another organisation's alike (NOT_FOUND), so nobody learns
 * which exist; an SK that cannot be one is refused as invalid.
 */
export const isMissingOrder = (error: unknown) =>
  error instanceof ApiError && (error.code === ErrorCode.NOT_FOUND || error.code === ErrorCode.INVALID_DATA);

/**
 * One order fetched by SK: loading, the order, not found, or the load failure with a retry; an
 * order with expert-course seats also shows the trainees they went to.
 */
export function OrgOrderDetails({ SK, headingOrder }: { SK: string; headingOrder?: TitleOrder }) {
  const { t } = useTranslation('org-orders');
  const order = useOrgOrder(SK);
  if (order.isPending) return <LoadingState />;
  if (order.isError)
    return isMissingOrder(order.error) ? (
      <ErrorState message={t('detail.notFound')} />
    ) : (
      <ErrorState message={t('detail.loadFailed')} onRetry={() => void order.refetch()} />
    );
  const item = order.data.Item;
  const seats = item.products.some((line) => courseTypes.includes(line.type));
  return (
    <Stack gap="lg">
      <OrgOrderView order={item} headingOrder={headingOrder} />
      {seats && <OrderTrainees SK={SK} headingOrder={headingOrder ?? 2} />}
    </Stack>
  );
}
