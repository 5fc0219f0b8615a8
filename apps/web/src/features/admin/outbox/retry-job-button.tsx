import type { TFailedJob } from '@putt/contract/admin/outbox';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '../api/admin-api';
import { ActionButton } from '../ui/action-button';

/** Runs a failed job again; the queues are read again after it. */
export function RetryJobButton({ job }: { job: TFailedJob }) {
  const { t } = useTranslation('admin_outbox');
  const retry = useAdminMutation('adminRetryJob', ['adminListJobs', 'adminListMails']);
  return (
    <ActionButton
      size="xs"
      variant="light"
      aria-label={t('jobs.retryOf', { id: job.id })}
      action={() => retry.mutateAsync({ queue: job.queue, id: job.id })}
      done={t('jobs.retried')}
    >
      {t('jobs.retry')}
    </ActionButton>
  );
}
