import { Button, Group } from '@mantine/core';
import type { TProjectDetail } from '@putt/contract/orders';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/error-message';
import { useProjectAction } from '../../../api/project-actions';
import { useAlert } from '../../../ui/alert-dialog';
import { toast } from '../../../ui/toast';

/** The order statuses in which an individual may open a test: paid and approved, or under way. */
const openable = ['approved', 'ready', 'ing'];

/**
 * What the examinee's family may do with one test (spec-1 §4): open it while it is pending (its
 * link and code are made), and end it while it runs (irreversible).
 */
export function ProjectActions({
  project,
  orderSk,
  orderStatus,
}: {
  project: TProjectDetail;
  orderSk: string;
  orderStatus: string;
}) {
  const { t } = useTranslation('orders');
  const alert = useAlert();
  const open = useProjectAction('openOneProject', orderSk);
  const close = useProjectAction('closeOneProject', orderSk);
  const run = async (action: typeof open, done: string) => {
    try {
      await action.mutateAsync(project.SK);
      toast.success(done);
    } catch (error) {
      await alert({
        title: t('detail.project.failedTitle'),
        message: failureText(error, t, 'orders:detail.project.failed'),
      });
    }
  };
  const canOpen = project.status === 'pending' && openable.includes(orderStatus);
  if (!canOpen && project.status !== 'ing') return null;
  return (
    <Group gap="xs">
      {canOpen && (
        <Button loading={open.isPending} onClick={() => void run(open, t('detail.project.opened'))}>
          {t('detail.project.open')}
        </Button>
      )}
      {project.status === 'ing' && (
        <Button
          color="red.9"
          variant="outline"
          loading={close.isPending}
          onClick={async () => {
            if (await alert({ message: t('detail.project.closeAsk'), confirm: true }))
              await run(close, t('detail.project.closed'));
          }}
        >
          {t('detail.project.close')}
        </Button>
      )}
    </Group>
  );
}
