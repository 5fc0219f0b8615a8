import { Code, Text } from '@mantine/core';
import { JOB_FAILURE_WINDOW_HOURS, type TJobQueue } from '@putt/contract/admin/outbox';
import { formatNumber } from '@putt/contract/format';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../ui/admin-table';

/**
 * Each queue's figures, the same as /metrics shows operators (decision 043): jobs due and not yet
 * taken, how long the oldest of them has waited, jobs running, and jobs failed for good lately.
 */
export function QueueFigures({ queues }: { queues: TJobQueue[] }) {
  const { t } = useTranslation('admin_outbox');
  return (
    <AdminTable
      caption={t('jobs.figuresCaption')}
      rows={queues}
      rowKey={(queue) => queue.name}
      rowHeaders
      columns={[
        { key: 'name', label: t('jobs.queue'), render: (queue) => <Code>{queue.name}</Code> },
        { key: 'waiting', label: t('jobs.waiting'), render: (queue) => formatNumber(queue.waiting) },
        {
          key: 'oldestWaiting',
          label: t('jobs.oldestWaiting'),
          render: (queue) =>
            queue.oldestWaitingSeconds === null ? '—' : ageOf(queue.oldestWaitingSeconds, t),
          nowrap: true,
        },
        { key: 'active', label: t('jobs.active'), render: (queue) => formatNumber(queue.active) },
        {
          key: 'failed',
          label: t('jobs.failedRecently', { hours: JOB_FAILURE_WINDOW_HOURS }),
          render: (queue) => (
            <Text span c={queue.failed > 0 ? 'red.8' : undefined} fw={queue.failed > 0 ? 700 : undefined}>
              {formatNumber(queue.failed)}
            </Text>
          ),
        },
      ]}
    />
  );
}

/** A wait in the largest whole unit that says it: 42 s, 7 min, 3 h 5 min. */
function ageOf(seconds: number, t: TFunction<'admin_outbox'>): string {
  const whole = Math.floor(seconds);
  if (whole < 60) return t('jobs.age.seconds', { count: whole });
  if (whole < 3600) return t('jobs.age.minutes', { count: Math.floor(whole / 60) });
  return t('jobs.age.hours', { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60) });
}
