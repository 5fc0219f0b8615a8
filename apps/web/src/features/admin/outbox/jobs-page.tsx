import { Button, Code, Stack, Text, Title } from '@mantine/core';
import type { TFailedJob } from '@putt/contract/admin/outbox';
import { formatDateTime } from '@putt/contract/format';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { useAdminQuery } from '../api/admin-api';
import { AdminPage } from '../ui/admin-page';
import { RetryJobButton } from './retry-job-button';
import { AdminTable } from '../ui/admin-table';
import { QueueFigures } from './queue-figures';

/** /Admin/Jobs: each background queue's figures, and the failed jobs with their errors. */
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
            <Text fz="sm" c="dimmed">
              {t('jobs.figuresHint')}
            </Text>
            <QueueFigures queues={query.data.queues} />
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
    <AdminTable
      caption={t('jobs.failed')}
      rows={jobs}
      rowKey={(job) => job.id}
      columns={[
        { key: 'queue', label: t('jobs.queue'), render: (job) => <Code>{job.queue}</Code> },
        {
          key: 'id',
          label: t('jobs.id'),
          render: (job) => (
            <Text fz="xs" ff="monospace">
              {job.id}
            </Text>
          ),
        },
        { key: 'created', label: t('jobs.created'), render: (job) => formatDateTime(job.created) },
        {
          key: 'failedAt',
          label: t('jobs.failedAt'),
          render: (job) => (job.failedAt ? formatDateTime(job.failedAt) : ''),
        },
        { key: 'retryCount', label: t('jobs.retryCount'), render: (job) => job.retryCount },
        {
          key: 'error',
          label: t('jobs.error'),
          render: (job) => (
            <Text fz="sm" c="red.8" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {job.error}
            </Text>
          ),
        },
        { key: 'actions', label: t('actions'), render: (job) => <RetryJobButton job={job} /> },
      ]}
    />
  );
}
