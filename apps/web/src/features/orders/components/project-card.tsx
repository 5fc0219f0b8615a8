import { Paper, Stack, Title } from '@mantine/core';
import { formatYmd } from '@putt/contract/dates';
import type { TProjectDetail } from '@putt/contract/orders';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderFacts } from './order-facts';
import { ProjectExaminees } from './project-examinees';
import { ProjectTestLink } from './project-test-link';
import { knownProjectStatus } from './status-labels';
import { StatusBadge } from './status-badge';

/** One project of an application: its status, dates, counselling, test link and examinees. */
export function ProjectCard({ project }: { project: TProjectDetail }) {
  const { t } = useTranslation('orders');
  const headingId = useId();
  const status = knownProjectStatus(project.status);
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={3} fz="md" id={headingId}>
          {project.name}
        </Title>
        <OrderFacts
          facts={[
            [
              t('detail.project.status'),
              <StatusBadge key="status" status={status}>
                {t(`status.project.${status}`)}
              </StatusBadge>,
            ],
            [t('detail.project.testDate'), formatYmd(project.start_target_date)],
            [t('detail.project.counselDate'), formatYmd(project.counsel_target_date)],
            [
              t('detail.project.counselType'),
              project.counsel_type ? t(`detail.counselType.${project.counsel_type}`) : 'N/A',
            ],
            [t('detail.project.testLink'), <ProjectTestLink key="link" project={project} />],
          ]}
        />
        <ProjectExaminees projectName={project.name} examinees={project.examinees} />
      </Stack>
    </Paper>
  );
}
