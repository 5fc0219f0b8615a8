import { hasTestLink, mayOpenProject, mayTake, projectSteps } from '@putt/contract/lifecycle';
import '@mantine/core/styles/Table.css';
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TAdminOrderDetail } from '@putt/contract/admin/orders';
import { formatYmd } from '@putt/contract/dates';
import { formatDate } from '@putt/contract/format';
import type { TProjectDetail } from '@putt/contract/orders';
import { codeSheetPath } from '@putt/contract/projects';
import { DownloadWithReason } from '../ui/download-with-reason';
import { studentReportPath } from '@putt/contract/reports';
import { useTranslation } from 'react-i18next';
import { progressSummaryOf } from '@putt/contract/attempts';
import { failureText } from '../../../api/error-message';
import { useAlert } from '../../../ui/alert-dialog';
import { HeldPlaces } from '../../../ui/held-places';
import { TableScroll } from '../../../ui/list/table-scroll';
import { useStatusWords } from '../../../ui/status/order-status-badge';
import { toast } from '../../../ui/toast';
import { useAdminMutation } from '../api/admin-api';
import { ActionButton } from '../ui/action-button';
import { DetailList } from '../ui/detail-list';
import { ProjectReports } from './project-reports';
import tableClasses from '../ui/admin-table.module.css';

type Order = TAdminOrderDetail['order'];

const refresh = ['adminGetOrder', 'adminListOrders'] as const;

/**
 * The order's projects (classes) in the back office (issue 21): each one's dates, link, codes,
 * guardian consent, results and reports, and examinees with their report, with the customer's own
 * steps (open, close, resend the link mail, ask for reports), each audited on the server.
 */
export function ProjectsPanel({ order }: { order: Order }) {
  const { t } = useTranslation('admin_orders');
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('detail.projects')}
      </Title>
      {order.projects.map((project) => (
        <ProjectCard key={project.SK} order={order} project={project} />
      ))}
    </Stack>
  );
}

function ProjectCard({ order, project }: { order: Order; project: TProjectDetail }) {
  const { t } = useTranslation(['admin_orders', 'admin']);
  const words = useStatusWords();
  const alert = useAlert();
  const open = useAdminMutation('adminOpenProject', refresh);
  const close = useAdminMutation('adminCloseProject', refresh);
  const resend = useAdminMutation('adminResendProjectLinkMail', refresh);
  const releaseHeld = useAdminMutation('adminReleaseHeldPlace', refresh);
  const hasLink = hasTestLink(project.status);
  const consent = project.guardian_consent;
  const withReports = project.examinees.some((person) => person.report_file);
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Text fw={600}>
            {project.name} · {words.project(project.status)}
          </Text>
          <Group gap="xs">
            {mayOpenProject(project.status, order, 'staff') && (
              <ActionButton
                size="xs"
                action={() => open.mutateAsync({ SK: project.SK })}
                done={t('project.opened')}
              >
                {t('project.open')}
              </ActionButton>
            )}
            {hasLink && (
              <ActionButton
                size="xs"
                variant="default"
                action={() => resend.mutateAsync({ SK: project.SK })}
                done={t('project.resent')}
              >
                {t('project.resend')}
              </ActionButton>
            )}
            {mayTake(projectSteps.close, project.status, 'staff') && (
              <Button
                size="xs"
                color="red.9"
                variant="outline"
                loading={close.isPending}
                onClick={async () => {
                  const sure = await alert({
                    title: t('project.closeTitle'),
                    message: t('project.closeAsk'),
                    confirm: { yes: t('project.close'), no: t('project.closeKeep'), irreversible: true },
                  });
                  if (!sure) return;
                  try {
                    await close.mutateAsync({ SK: project.SK });
                    toast.success(t('project.closed'));
                  } catch (error) {
                    toast.error(failureText(error, t, 'admin:actionFailed'));
                  }
                }}
              >
                {t('project.close')}
              </Button>
            )}
          </Group>
        </Group>
        <HeldPlaces project={project} release={releaseHeld} ns="admin_orders" prefix="project" />
        <DetailList
          items={[
            [
              t('detail.testDate'),
              project.end_target_date
                ? `${formatYmd(project.start_target_date)} ~ ${formatYmd(project.end_target_date)}`
                : formatYmd(project.start_target_date),
            ],
            ...(project.counsel_target_date
              ? [[t('detail.counselDate'), formatYmd(project.counsel_target_date)] as [string, string]]
              : []),
            ...(project.student_count
              ? [[t('project.students'), String(project.student_count)] as [string, string]]
              : []),
            [
              t('project.link'),
              project.responder_uri && hasLink ? (
                <Anchor
                  key="link"
                  href={project.responder_uri}
                  target="_blank"
                  rel="noreferrer"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {project.responder_uri}
                </Anchor>
              ) : (
                t('project.noLink')
              ),
            ],
            ...(project.codes
              ? [
                  [t('project.codes'), t('project.codeCount', { count: project.codes.length })] as [
                    string,
                    string,
                  ],
                  [t('project.progress'), t('project.progressValue', progressSummaryOf(project.codes))] as [
                    string,
                    string,
                  ],
                ]
              : []),
            ...(order.type === 'organisation'
              ? [
                  [
                    t('project.consent'),
                    consent
                      ? t('project.consentValue', {
                          by: consent.collected_by,
                          on: formatYmd(consent.collected_on),
                          at: formatDate(consent.recorded_at),
                        })
                      : t('project.noConsent'),
                  ] as [string, string],
                ]
              : []),
          ]}
        />
        <ProjectReports order={order} project={project} />
        {hasLink && order.type === 'organisation' && (
          <Group gap="xs">
            {(['pdf', 'csv'] as const).map((format) => (
              <DownloadWithReason
                key={format}
                label={t(`project.sheet.${format}`)}
                href={(reason) => codeSheetPath(project.SK, format, reason)}
                fileName={`${project.name}.${format}`}
              />
            ))}
          </Group>
        )}
        {project.examinees.length > 0 && (
          <TableScroll label={`${project.name} ${t('detail.examinee')}`}>
            <Table className={tableClasses.table}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('project.num')}</Table.Th>
                  <Table.Th scope="col">{t('detail.examinee')}</Table.Th>
                  <Table.Th scope="col">{t('detail.gender')}</Table.Th>
                  <Table.Th scope="col">{t('detail.dob')}</Table.Th>
                  <Table.Th scope="col">{t('detail.school')}</Table.Th>
                  {withReports && <Table.Th scope="col">{t('project.report')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {project.examinees.map((person) => (
                  <Table.Tr key={person.SK}>
                    <Table.Td>{person.num}</Table.Td>
                    <Table.Td>{person.name}</Table.Td>
                    <Table.Td>{t(`detail.genders.${person.gender}`)}</Table.Td>
                    <Table.Td>{formatYmd(person.dob)}</Table.Td>
                    <Table.Td>{person.school_info}</Table.Td>
                    {withReports && (
                      <Table.Td>
                        {person.report_file && (
                          <Anchor
                            href={studentReportPath(person.report_file)}
                            download
                            aria-label={t('project.reportOf', { name: person.name })}
                          >
                            {t('project.reportPdf')}
                          </Anchor>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Stack>
    </Paper>
  );
}
