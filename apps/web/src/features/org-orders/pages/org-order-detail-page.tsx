import { Button, Group, Stack } from '@mantine/core';
import { pathOf } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { listSearchFrom } from '../../../ui/list/list-params';
import { usePageTitle } from '../../../ui/page-title';
import { useOrgOrder } from '../api/org-orders';
import { OrderClasses } from '../components/order-classes';
import { OrgOrderDetails } from '../components/org-order-details';
import { orderTitleOf } from '../components/org-order-status';

/**
 * One order of the organisation (/Mypage/Order/Org/Detail/{SK}): loading, the order, not found for
 * an SK that is missing or another organisation's, or the load failure with a retry; then the way
 * back to the diagnostic list (the page and search it came from). Titled by what the order is now:
 * a quotation, or a purchase once approved, which leads to its classes.
 */
export default function OrgOrderDetailPage() {
  const { t } = useTranslation('org-orders');
  const { SK = '' } = useParams();
  const { state } = useLocation();
  // the same query the details read: one request
  const order = useOrgOrder(SK).data?.Item;
  usePageTitle(order && t(`detail.title.${orderTitleOf(order.status)}`));
  return (
    <Stack gap="lg">
      {order && <OrderClasses order={order} />}
      <OrgOrderDetails SK={SK} headingOrder={2} />
      <Group justify="center">
        <Button component={Link} to={pathOf('orgOrders') + listSearchFrom(state)} variant="default">
          {t('detail.backToList')}
        </Button>
      </Group>
    </Stack>
  );
}
