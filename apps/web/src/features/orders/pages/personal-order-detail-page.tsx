import { Button, Group, Stack, Title } from '@mantine/core';
import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { pathOf } from '@putt/contract/routes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { listSearchFrom } from '../../../ui/list/list-params';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useMyOrder } from '../api/my-orders';
import { OrderSummary } from '../components/order-summary';
import { ProjectCard } from '../components/project-card';

/**
 * The server answers an unknown SK, and another member's, as NOT_FOUND (one answer for both, so
 * nobody learns which SKs exist); an SK that cannot be one is refused as invalid.
 */
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.code === ErrorCode.NOT_FOUND || error.code === ErrorCode.INVALID_DATA);

function BackToList() {
  const { t } = useTranslation('orders');
  const { state } = useLocation();
  // back to the page and search the member came from
  const to = pathOf('personalOrders') + listSearchFrom(state);
  return (
    <Group justify="center">
      <Button component={Link} to={to} variant="default">
        {t('detail.backToList')}
      </Button>
    </Group>
  );
}

/** One application (/Mypage/Order/Personal/Detail/{SK}, spec-1 §2): the order, then each project. */
export default function PersonalOrderDetailPage() {
  const { t } = useTranslation('orders');
  const { SK = '' } = useParams();
  const order = useMyOrder(SK);
  const projectsId = useId();

  if (order.isPending) return <LoadingState />;
  if (order.isError)
    return (
      <Stack>
        {isMissing(order.error) ? (
          <ErrorState message={t('detail.notFound')} />
        ) : (
          <ErrorState message={t('detail.loadFailed')} onRetry={() => void order.refetch()} />
        )}
        <BackToList />
      </Stack>
    );

  const { Item } = order.data;
  return (
    <Stack gap="lg">
      <OrderSummary order={Item} />
      <Stack component="section" aria-labelledby={projectsId} gap="md">
        <Title order={2} fz="lg" id={projectsId}>
          {t('detail.projects')}
        </Title>
        {Item.projects.map((project) => (
          <ProjectCard key={project.SK} project={project} orderSk={Item.SK} orderStatus={Item.status} />
        ))}
      </Stack>
      <BackToList />
    </Stack>
  );
}
