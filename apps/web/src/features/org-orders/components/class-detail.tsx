import '@mantine/core/styles/Table.css';
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatYmd } from '@putt/contract/dates';
import type { TProjectDetail } from '@putt/contract/orders';
import { codeSheetPath, isDepartmentType } from '@putt/contract/projects';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/error-message';
import { useAlert } from '../../../ui/alert-dialog';
import { TableScroll } from '../../../ui/list/table-scroll';
import { toast } from '../../../ui/toast';
import { useProjectAction } from '../../../api/project-actions';
import { FactTable } from './fact-table';

/**
 * The selected class (spec-2 §2 screen 7, §4): test, link (active only while the test runs), grade
 * and class or major, dates, the codes while the class can be entered, and its one next action:
 * "conduct test" on a pending class, closing (irreversible) on an ongoing one.
 */
export function ClassDetail({
  project,
  testName,
  orderSk,
}: {
  project: TProjectDetail;
  testName: string;
  orderSk: string;
}) {
  const { t } = useTranslation('org-orders');
  const alert = useAlert();
  const open = useProjectAction('openOneProject', orderSk);
  const close = useProjectAction('closeOneProject', orderSk);
  const resend = useProjectAction('resendProjectLinkMail', orderSk);
  const run = async (action: typeof open, done: string) => {
    try {
      await action.mutateAsync(project.SK);
      toast.success(done);
    } catch (error) {
      await alert({
        title: t('classDetail.failedTitle'),
        message: failureText(error, t, 'org-orders:classDetail.failed'),
      });
    }
  };
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
  const place = isDepartmentType(project.type)
    ? (project.major ?? '')
    : t('classDetail.gradeClass', { grade: project.grade, class: project.class });
  return (
    <Paper withBorder p="md">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <Title order={2} fz="lg">
            {project.name}
          </Title>
          {project.status === 'pending' && (
            <Button loading={open.isPending} onClick={() => void run(open, t('classDetail.opened'))}>
              {t('classDetail.open')}
            </Button>
          )}
          {project.status === 'ing' && (
            <Button
              color="red.9"
              variant="outline"
              loading={close.isPending}
              onClick={async () => {
                if (await alert({ message: t('classDetail.closeAsk'), confirm: true }))
                  await run(close, t('classDetail.closed'));
              }}
            >
              {t('classDetail.close')}
            </Button>
          )}
        </Group>
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
        {(project.status === 'ready' || project.status === 'ing') && (
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
              loading={resend.isPending}
              onClick={async () => {
                if (await alert({ message: t('classDetail.resendAsk'), confirm: true }))
                  await run(resend, t('classDetail.resent'));
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
        {project.codes && project.codes.length > 0 && (
          <TableScroll label={t('classDetail.codes')}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('classDetail.num')}</Table.Th>
                  <Table.Th scope="col">{t('classDetail.code')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {project.codes.map((code) => (
                  <Table.Tr key={code.num}>
                    <Table.Td>{code.num}</Table.Td>
                    <Table.Td ff="monospace" fw={700}>
                      {code.code}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
        {project.status === 'completed' && <Text c="dimmed">{t('classDetail.completedNote')}</Text>}
      </Stack>
    </Paper>
  );
}
