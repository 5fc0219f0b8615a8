import { hasTestLink } from '@putt/contract/lifecycle';
import '@mantine/core/styles/Table.css';
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatYmd } from '@putt/contract/dates';
import type { TProjectDetail } from '@putt/contract/orders';
import { codeSheetPath, isDepartmentType } from '@putt/contract/projects';
import { useTranslation } from 'react-i18next';
import { progressSummaryOf } from '@putt/contract/attempts';
import { TableScroll } from '../../../ui/list/table-scroll';
import { useReleaseHeldPlace } from '../../../api/project-actions';
import { HeldPlaces } from '../../../ui/held-places';
import { ProjectStepButtons } from '../../../ui/project-step-buttons';
import { useProjectSteps } from '../../../ui/use-project-steps';
import { ClassErasure } from './class-erasure';
import { ClassListUpload } from './class-list-upload';
import { ClassReports } from './class-reports';
import { FactTable } from './fact-table';
import { GuardianConsentSection } from './guardian-consent-section';

type PlaceProgress = NonNullable<TProjectDetail['codes']>[number]['progress'];

/**
 * The selected class (spec-2 §2 screen 7, §4): test, link (active only while the test runs), grade
 * and class or major, dates, the codes while the class can be entered, and its one next action:
 * "conduct test" on a pending class, closing (irreversible) on an ongoing one.
 */
export function ProjectDetail({
  project,
  testName,
  orderSk,
  orderStatus,
}: {
  project: TProjectDetail;
  testName: string;
  orderSk: string;
  orderStatus: string;
}) {
  const { t } = useTranslation('org-orders');
  const release = useReleaseHeldPlace(orderSk);
  const progressText = (progress: PlaceProgress) =>
    !progress
      ? t('classDetail.progressWaiting')
      : progress.state === 'submitted'
        ? t('classDetail.progressSubmitted')
        : progress.state === 'external'
          ? t('classDetail.progressExternal')
          : progress.state === 'retest'
            ? t('classDetail.progressRetest')
            : t('classDetail.progressAnswering', progress);
  const { run, pending, alert } = useProjectSteps(orderSk, {
    title: t('classDetail.failedTitle'),
    fallbackKey: 'org-orders:classDetail.failed',
  });
  const link =
    project.status === 'ing' && project.responder_uri ? (
      <Anchor
        href={project.responder_uri}
        target="_blank"
        rel="noreferrer"
        style={{ overflowWrap: 'anywhere' }}
      >
        {project.responder_uri}
      </Anchor>
    ) : (
      t(project.status === 'completed' ? 'classDetail.linkEnded' : 'classDetail.linkWaiting')
    );
  // a class with a registered list shows each code's student
  const nameOf = new Map(project.examinees.map((student) => [student.num, student.name]));
  const named = nameOf.size > 0;
  const place = isDepartmentType(project.type)
    ? (project.major ?? '')
    : t('classDetail.gradeClass', { grade: project.grade, class: project.class });
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} fz="lg">
          {project.name}
        </Title>
        <FactTable
          facts={[
            [t('classDetail.test'), testName],
            [t('classDetail.status'), t(`classDetail.states.${project.status}`)],
            [t('classDetail.link'), link],
            [t('classDetail.place'), place],
            [
              t('classDetail.dates'),
              `${formatYmd(project.start_target_date)} ~ ${formatYmd(project.end_target_date)}`,
            ],
            [t('classDetail.students'), String(project.student_count ?? '')],
          ]}
        />
        <HeldPlaces project={project} release={release} ns="org-orders" prefix="classDetail" />
        <ProjectStepButtons
          project={project}
          orderSk={orderSk}
          order={{ type: 'organisation', status: orderStatus }}
          mover="organisation"
          teacherReport
          ns="org-orders"
          prefix="classDetail"
        />
        {hasTestLink(project.status) && (
          <Group gap="xs">
            {(['pdf', 'csv'] as const).map((format) => (
              <Button
                key={format}
                component="a"
                href={codeSheetPath(project.SK, format)}
                download
                variant="default"
              >
                {t(`classDetail.sheet.${format}`)}
              </Button>
            ))}
            <Button
              variant="default"
              loading={pending('resendProjectLinkMail')}
              onClick={async () => {
                const sure = await alert({
                  title: t('classDetail.resend'),
                  message: t('classDetail.resendAsk'),
                  confirm: { yes: t('classDetail.resendConfirm'), no: t('classDetail.resendKeep') },
                });
                if (sure) await run('resendProjectLinkMail', project.SK, t('classDetail.resent'));
              }}
            >
              {t('classDetail.resend')}
            </Button>
          </Group>
        )}
        {project.status === 'ready' && (
          <Text size="sm" c="dimmed">
            {t('classDetail.mailNote')}
          </Text>
        )}
        {(project.status === 'pending' || project.status === 'ready') && (
          <ClassListUpload project={project} orderSk={orderSk} />
        )}
        {/* a department's students are adults; a class may hold children under 14 */}
        {!isDepartmentType(project.type) && project.status !== 'canceled' && (
          <GuardianConsentSection project={project} orderSk={orderSk} />
        )}
        {project.codes && project.codes.length > 0 && (
          <Text size="sm" role="status">
            {t('classDetail.progressSummary', progressSummaryOf(project.codes))}
          </Text>
        )}
        <ClassReports project={project} />
        {project.codes && project.codes.length > 0 && (
          <TableScroll label={t('classDetail.codes')}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('classDetail.num')}</Table.Th>
                  {named && <Table.Th scope="col">{t('classDetail.studentName')}</Table.Th>}
                  <Table.Th scope="col">{t('classDetail.code')}</Table.Th>
                  <Table.Th scope="col">{t('classDetail.progress')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {project.codes.map((code) => (
                  <Table.Tr key={code.num}>
                    <Table.Td>{code.num}</Table.Td>
                    {named && <Table.Td>{nameOf.get(code.num) ?? ''}</Table.Td>}
                    <Table.Td ff="monospace" fw={700}>
                      {code.code}
                    </Table.Td>
                    <Table.Td>{progressText(code.progress)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
        {project.status === 'completed' && <Text c="dimmed">{t('classDetail.completedNote')}</Text>}
        <ClassErasure project={project} orderSk={orderSk} />
      </Stack>
    </Paper>
  );
}
