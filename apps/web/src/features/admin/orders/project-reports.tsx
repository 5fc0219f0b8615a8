import { hasTestLink } from '@putt/contract/lifecycle';
import { Anchor, Group, Stack } from '@mantine/core';
import { adminPath } from '@putt/contract/admin-routes';
import type { TAdminOrderDetail } from '@putt/contract/admin/orders';
import { formatDateTime } from '@putt/contract/format';
import type { TProjectDetail } from '@putt/contract/orders';
import { reportsZipPath, teacherReportPath } from '@putt/contract/projects';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminMutation } from '../api/admin-api';
import { ActionButton } from '../ui/action-button';
import { DetailList } from '../ui/detail-list';
import { DownloadWithReason } from '../ui/download-with-reason';

type Order = TAdminOrderDetail['order'];

const refresh = ['adminGetOrder'] as const;

/**
 * A project's results and reports in the back office (issue 23): the counts the customer sees,
 * the teacher report's state, the customer's report requests made for them while the test is
 * open (audited), the downloads (audited) and the way to the results awaiting review.
 */
export function ProjectReports({ order, project }: { order: Order; project: TProjectDetail }) {
  const { t } = useTranslation('admin_orders');
  const students = useAdminMutation('adminRequestProjectReports', refresh);
  const teacherRequest = useAdminMutation('adminRequestTeacherReport', refresh);
  const reports = project.reports;
  if (!reports) return null;
  const organisation = order.type === 'organisation';
  const open = hasTestLink(project.status);
  const teacher = reports.teacher;
  const teacherState = !teacher
    ? t('project.teacherNone')
    : teacher.making
      ? t('project.teacherMaking')
      : teacher.failed
        ? t('project.teacherFailed')
        : t('project.teacherReady', { at: formatDateTime(Date.parse(teacher.readyAt ?? '')) });
  return (
    <Stack gap="xs">
      <DetailList
        items={[
          [t('project.reports'), t('project.reportsValue', reports)],
          ...(organisation ? [[t('project.teacher'), teacherState] as [string, string]] : []),
        ]}
      />
      <Group gap="xs">
        {open && reports.released > 0 && (
          <ActionButton
            size="xs"
            variant="default"
            action={() => students.mutateAsync({ SK: project.SK })}
            done={t('project.madeReports')}
          >
            {t('project.makeReports')}
          </ActionButton>
        )}
        {open && organisation && reports.released > 0 && (
          <ActionButton
            size="xs"
            variant="default"
            action={() => teacherRequest.mutateAsync({ SK: project.SK })}
            done={t('project.madeTeacher')}
          >
            {t('project.makeTeacher')}
          </ActionButton>
        )}
        {organisation && reports.ready > 0 && (
          <DownloadWithReason
            label={t('project.zip')}
            href={(reason) => reportsZipPath(project.SK, reason)}
            fileName={`${project.name}.zip`}
          />
        )}
        {organisation && teacher?.readyAt && (
          <DownloadWithReason
            label={t('project.teacherPdf')}
            href={(reason) => teacherReportPath(project.SK, reason)}
            fileName={`${project.name}.pdf`}
          />
        )}
        {reports.held > 0 && (
          <Anchor
            component={Link}
            to={`${adminPath('adminResults')}?q=${encodeURIComponent(project.SK)}&status=held`}
          >
            {t('project.heldLink')}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
