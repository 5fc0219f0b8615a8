import { Paper, Stack, Text, Title } from '@mantine/core';
import { formatYmd } from '@putt/contract/dates';
import type { TProjectDetail } from '@putt/contract/orders';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useReleaseHeldPlace } from '../../../api/project-actions';
import { HeldPlaces } from '../../../ui/held-places';
import { ProjectStepButtons } from '../../../ui/project-step-buttons';
import { Facts } from '../../../ui/facts';
import { ProjectStatusBadge } from '../../../ui/status/order-status-badge';
import { ProjectExaminees } from './project-examinees';
import { ProjectTestLink } from './project-test-link';

/**
 * One test of an application: its status, dates, counselling, test link, the examinee's code once
 * the test is open, what may be done next (each step saying what it does), and the examinees.
 */
export function ProjectCard({
  project,
  orderSk,
  orderStatus,
}: {
  project: TProjectDetail;
  orderSk: string;
  orderStatus: string;
}) {
  const { t } = useTranslation('orders');
  const release = useReleaseHeldPlace(orderSk);
  const headingId = useId();
  // an individual's test has one place: its code, made when the test is opened
  const code = project.codes?.[0]?.code;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={3} fz="md" id={headingId}>
          {project.name}
        </Title>
        <Facts
          facts={[
            [t('detail.project.status'), <ProjectStatusBadge key="status" status={project.status} />],
            [t('detail.project.testDate'), formatYmd(project.start_target_date)],
            [t('detail.project.counselDate'), formatYmd(project.counsel_target_date)],
            [
              t('detail.project.counselType'),
              project.counsel_type ? t(`detail.counselType.${project.counsel_type}`) : 'N/A',
            ],
            [t('detail.project.testLink'), <ProjectTestLink key="link" project={project} />],
            ...(code
              ? [
                  [
                    t('detail.project.code'),
                    <Text key="code" component="span" ff="monospace" fw={700} fz="lg">
                      {code}
                    </Text>,
                  ] satisfies [string, ReactNode],
                ]
              : []),
          ]}
        />
        <HeldPlaces project={project} release={release} ns="orders" prefix="detail.project" />
        <ProjectStepButtons
          project={project}
          orderSk={orderSk}
          order={{ type: 'individual', status: orderStatus }}
          mover="customer"
          ns="orders"
          prefix="detail.project"
        />
        <ProjectExaminees projectName={project.name} examinees={project.examinees} />
      </Stack>
    </Paper>
  );
}
