import { Button, Stack, Text, Title } from '@mantine/core';
import type { TProjectDetail } from '@putt/contract/orders';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/error-message';
import { useEraseClassPupils } from '../../../api/project-actions';
import { useSession } from '../../../session/session';
import { useAlert } from '../../../ui/alert-dialog';
import { toast } from '../../../ui/toast';

/**
 * A closed class's pupils erased before their period ends (issue 44, decision 041): for the
 * organisation's administrator, confirmed, then done by the destruction job with a receipt by
 * e-mail. Nothing is shown to a teacher, nor on a class still open or already erased.
 */
export function ClassErasure({ project, orderSk }: { project: TProjectDetail; orderSk: string }) {
  const { t } = useTranslation(['org-orders', 'privacy']);
  const session = useSession();
  const alert = useAlert();
  const erase = useEraseClassPupils(orderSk);
  const isAdmin = session.status === 'signedIn' && session.role === 'orgAdmin';
  if (!isAdmin || project.status !== 'completed' || project.examinees.length === 0) return null;

  const ask = async () => {
    const sure = await alert({
      title: t('classErasure.askTitle', { name: project.name }),
      message: t('classErasure.ask', { count: project.examinees.length }),
      confirm: { yes: t('classErasure.submit'), no: t('classErasure.keep'), irreversible: true },
    });
    if (!sure) return;
    try {
      await erase.mutateAsync(project.SK);
      toast.success(t('classErasure.requested'), 6000);
    } catch (error) {
      toast.error(failureText(error, t, 'org-orders:classErasure.failed'));
    }
  };

  return (
    <Stack gap={6} component="section" aria-labelledby={`erase-${project.SK}`}>
      <Title order={3} fz="md" id={`erase-${project.SK}`}>
        {t('classErasure.title')}
      </Title>
      <Text size="sm">{t('classErasure.lead')}</Text>
      <Button
        color="red.8"
        w={{ base: '100%', sm: 'auto' }}
        loading={erase.isPending}
        onClick={() => void ask()}
      >
        {t('classErasure.open')}
      </Button>
    </Stack>
  );
}
