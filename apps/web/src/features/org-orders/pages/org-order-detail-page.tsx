import { Button, Group, Stack } from '@mantine/core';
import { pathOf } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { listSearchFrom } from '../../../ui/list/list-params';
import { OrgOrderDetails } from '../components/org-order-details';

/**
 * One order of the organisation (/Mypage/Order/Org/Detail/{SK}): loading, the order, not found for
 * an SK that is missing or another organisation's, or the load failure with a retry; then the way
 * back to the diagnostic list (the page and search it came from).
 */
export default function OrgOrderDetailPage() {
  const { t } = useTranslation('org-orders');
  const { SK = '' } = useParams();
  const { state } = useLocation();
  return (
    <Stack gap="lg">
      <OrgOrderDetails SK={SK} headingOrder={2} />
      <Group justify="center">
        <Button component={Link} to={pathOf('orgOrders') + listSearchFrom(state)} variant="default">
          {t('detail.backToList')}
        </Button>
      </Group>
    </Stack>
  );
}
