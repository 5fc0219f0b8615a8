import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import type { TitleOrder } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useOrgOrder } from '../api/org-orders';
import { OrgOrderView } from './org-order-view';

/**
 * The server answers an unknown SK and another organisation's alike (NOT_FOUND), so nobody learns
 * which exist; an SK that cannot be one is refused as invalid.
 */
export const isMissingOrder = (error: unknown) =>
  error instanceof ApiError && (error.code === ErrorCode.NOT_FOUND || error.code === ErrorCode.INVALID_DATA);

/** One order fetched by SK: loading, the order, not found, or the load failure with a retry. */
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
  return <OrgOrderView order={order.data.Item} headingOrder={headingOrder} />;
}
