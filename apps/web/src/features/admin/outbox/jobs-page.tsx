import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import { Button, Code, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { jobStates, type TFailedJob } from '@putt/contract/admin/outbox';
import { formatDateTime } from '@putt/contract/format';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import { TableScroll } from '../../../ui/list/table-scroll';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { useAdminQuery } from '../api/admin-api';
import { AdminPage } from '../ui/admin-page';
import { DetailList } from '../ui/detail-list';
import { RetryJobButton } from './retry-job-button';
import tableClasses from '../ui/admin-table.module.css';

/** /Admin/Jobs: each background queue's jobs by state, and the failed ones with their errors. */
export default function JobsPage() {
  const { t } = useTranslation(['admin_outbox', 'admin']);
  const query = useAdminQuery('adminListJobs', {});
  const refresh = (
    <Button variant="default" loading={query.isFetching} onClick={() => void query.refetch()}>
      {t('jobs.refresh')}
    </Button>
  );

  return (
    <AdminPage title={t('admin:nav.adminJobs')} actions={refresh}>
      {query.isPending ? (
        <LoadingState />
      ) : query.error || !query.data ? (
        <ErrorState
          message={errorMessage(query.error, t, 'admin_outbox:jobs.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <Stack gap="sm" component="section" aria-labelledby="job-queues">
            <Title order={2} size="h4" id="job-queues">
              {t('jobs.queues')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {query.data.queues.map((queue) => (
                <Paper key={queue.name} withBorder p="md" component="article" aria-label={queue.name}>
                  <Title order={3} size="h5" mb="xs">
                    <Code>{queue.name}</Code>
                  </Title>
                  <DetailList
                    items={jobStates.map((state) => [t(`jobs.states.${state}`), String(queue.counts[state])])}
                  />
                </Paper>
              ))}
            </SimpleGrid>
          </Stack>
          <Stack gap="sm" component="section" aria-labelledby="failed-jobs">
            <Title order={2} size="h4" id="failed-jobs">
              {t('jobs.failed')}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('jobs.failedHint')}
            </Text>
            {query.data.failed.length === 0 ? (
              <EmptyState message={t('jobs.noFailed')} />
            ) : (
              <FailedJobs jobs={query.data.failed} />
            )}
          </Stack>
        </>
      )}
    </AdminPage>
  );
}

function FailedJobs({ jobs }: { jobs: TFailedJob[] }) {
  const { t } = useTranslation(['admin_outbox', 'admin']);
  return (
    <TableScroll label={t('jobs.failed')}>
      <Table className={tableClasses.table} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('jobs.queue')}</Table.Th>
            <Table.Th scope="col">{t('jobs.id')}</Table.Th>
            <Table.Th scope="col">{t('jobs.created')}</Table.Th>
            <Table.Th scope="col">{t('jobs.failedAt')}</Table.Th>
            <Table.Th scope="col">{t('jobs.retryCount')}</Table.Th>
            <Table.Th scope="col">{t('jobs.error')}</Table.Th>
            <Table.Th scope="col">{t('actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.id}>
              <Table.Td>
                <Code>{job.queue}</Code>
              </Table.Td>
              <Table.Td>
                <Text fz="xs" ff="monospace">
                  {job.id}
                </Text>
              </Table.Td>
              <Table.Td>{formatDateTime(job.created)}</Table.Td>
              <Table.Td>{job.failedAt ? formatDateTime(job.failedAt) : ''}</Table.Td>
              <Table.Td>{job.retryCount}</Table.Td>
              <Table.Td>
                <Text fz="sm" c="red.8" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {job.error}
                </Text>
              </Table.Td>
              <Table.Td>
                <RetryJobButton job={job} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
