import { Button } from '@mantine/core';
import type { TFailedJob } from '@putt/contract/admin/outbox';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/error-message';
import { toast } from '../../../ui/toast';
import { useAdminMutation } from '../api/admin-api';

/** Runs a failed job again; the queues are read again after it. */
export function RetryJobButton({ job }: { job: TFailedJob }) {
  const { t } = useTranslation(['admin_outbox', 'admin']);
  const retry = useAdminMutation('adminRetryJob', ['adminListJobs', 'adminListMails']);
  const run = async () => {
    try {
      await retry.mutateAsync({ queue: job.queue, id: job.id });
      toast.success(t('jobs.retried'));
    } catch (error) {
      toast.error(failureText(error, t, 'admin:actionFailed'));
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      loading={retry.isPending}
      aria-label={t('jobs.retryOf', { id: job.id })}
      onClick={() => void run()}
    >
      {t('jobs.retry')}
    </Button>
  );
}
