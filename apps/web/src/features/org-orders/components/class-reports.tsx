import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { pathOf } from '@putt/contract/routes';
import { Link } from 'react-router';
import type { TProjectDetail } from '@putt/contract/orders';
import { formatDateTime } from '@putt/contract/format';
import { reportsZipPath, teacherReportPath } from '@putt/contract/projects';
import { useTranslation } from 'react-i18next';

/**
 * A class's result reports (issue 23): how many are made, being made, or wait for staff to review
 * the answers, and every made report as one ZIP; the teacher report, its state and its PDF. The class page reads itself again while the test
 * runs, so the counts move as the reports are made.
 */
export function ClassReports({ project }: { project: TProjectDetail }) {
  const { t } = useTranslation('org-orders');
  const reports = project.reports;
  if (!reports) return null;
  const submitted = reports.released + reports.held;
  const teacher = reports.teacher;
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
      {teacher && (
        <Text size="sm" role="status">
          {[
            teacher.readyAt &&
              t('classDetail.teacherLine', { date: formatDateTime(Date.parse(teacher.readyAt)) }),
            teacher.making && t('classDetail.teacherMaking'),
            teacher.failed && t('classDetail.teacherFailed'),
          ]
            .filter(Boolean)
            .join(' ')}
        </Text>
      )}
      {(reports.ready > 0 || teacher?.readyAt || reports.released > 0) && (
        <Group>
          {reports.released > 0 && (
            <Button
              component={Link}
              to={`${pathOf('orgResults')}?class=${encodeURIComponent(project.SK)}`}
              variant="default"
            >
              {t('classDetail.resultsOnline')}
            </Button>
          )}
          {reports.ready > 0 && (
            <Button component="a" href={reportsZipPath(project.SK)} download variant="default">
              {t('classDetail.reportsZip')}
            </Button>
          )}
          {teacher?.readyAt && (
            <Button component="a" href={teacherReportPath(project.SK)} download variant="default">
              {t('classDetail.teacherDownload')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
