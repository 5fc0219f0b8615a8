import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TProjectDetail } from '@putt/contract/orders';
import { reportsZipPath } from '@putt/contract/projects';
import { useTranslation } from 'react-i18next';

/**
 * A class's result reports (issue 23): how many are made, being made, or wait for staff to review
 * the answers, and every made report as one ZIP. The class page reads itself again while the test
 * runs, so the counts move as the reports are made.
 */
export function ClassReports({ project }: { project: TProjectDetail }) {
  const { t } = useTranslation('org-orders');
  const reports = project.reports;
  if (!reports) return null;
  const submitted = reports.released + reports.held;
  return (
    <Stack gap={6}>
      <Title order={3} fz="md">
        {t('classDetail.reports')}
      </Title>
      <Text size="sm" role="status">
        {submitted === 0
          ? t('classDetail.reportsNone')
          : t('classDetail.reportsLine', reports) +
            (reports.failed > 0 ? t('classDetail.reportsFailed', reports) : '')}
      </Text>
      {reports.ready > 0 && (
        <Group>
          <Button component="a" href={reportsZipPath(project.SK)} download variant="default">
            {t('classDetail.reportsZip')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
