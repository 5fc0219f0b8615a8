import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/NavLink.css';
import { Anchor, Button, Grid, Group, NavLink, Paper, Stack, Text } from '@mantine/core';
import { pathOf } from '@putt/contract/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useOrderProjects } from '../api/org-projects';
import { ProjectDetail } from '../components/project-detail';
import { isMissingOrder } from '../components/org-order-details';

/**
 * /Mypage/Order/Org/Project/Detail/:SK (spec-2 §2 screen 7): on the left the classes grouped by
 * test, on the right the selected class with its link, codes and next action; refresh and back.
 */
export default function OrgProjectDetailPage() {
  const { t } = useTranslation('org-orders');
  const { SK = '' } = useParams();
  const query = useOrderProjects(SK, { live: true });
  const [selected, setSelected] = useState<string | null>(null);
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return isMissingOrder(query.error) ? (
      <ErrorState message={t('detail.notFound')} />
    ) : (
      <ErrorState message={t('project.loadFailed')} onRetry={() => void query.refetch()} />
    );
  const order = query.data.Item;
  const classes = order.projects;
  if (classes.length === 0) return <ErrorState message={t('classDetail.none')} />;
  const current = classes.find((project) => project.SK === selected) ?? classes[0]!;
  const testName = (type: string) => order.products.find((line) => line.type === type)?.name ?? type;
  const types = [...new Set(classes.map((project) => project.type))];
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Text fw={600}>{order.name}</Text>
        <Group gap="sm">
          <Button variant="default" loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('classDetail.refresh')}
          </Button>
          <Anchor component={Link} to={pathOf('orgOrders')}>
            {t('detail.backToList')}
          </Anchor>
        </Group>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="xs" component="nav" aria-label={t('classDetail.classes')}>
            {types.map((type) => (
              <Stack key={type} gap={0} mb="sm">
                <Text fz="sm" fw={700} px="sm" py={4}>
                  {testName(type)}
                </Text>
                {classes
                  .filter((project) => project.type === type)
                  .map((project) => (
                    <NavLink
                      key={project.SK}
                      component="button"
                      label={project.name}
                      description={t(`classDetail.states.${project.status}`)}
                      active={project.SK === current.SK}
                      aria-current={project.SK === current.SK ? 'true' : undefined}
                      onClick={() => setSelected(project.SK)}
                    />
                  ))}
              </Stack>
            ))}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ProjectDetail
            project={current}
            testName={testName(current.type)}
            orderSk={order.SK}
            orderStatus={order.status}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
