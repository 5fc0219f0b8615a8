import { Button, Group, Stack, Text } from '@mantine/core';
import type { TMyEnrolment } from '@putt/contract/expert-courses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import { Dialog } from '../../../ui/dialog';
import { toast } from '../../../ui/toast';
import { useHydrated } from '../../../ui/use-hydrated';
import { useCancelExpertEnrolment } from '../api/expert-courses';

/**
 * The member's way out of an enrolment staff have not decided yet: a button and a dialog that
 * says what happens to the seat and to a deposit already made. The dialog's buttons name the
 * action, since "cancel" would read both ways here.
 */
export function WithdrawEnrolment({ enrolment }: { enrolment: TMyEnrolment }) {
  const { t } = useTranslation('expert');
  const hydrated = useHydrated();
  const [opened, setOpened] = useState(false);
  const withdraw = useCancelExpertEnrolment();
  const course = t(`courses.${enrolment.cohort.course}`);

  const confirm = async () => {
    try {
      await withdraw.mutateAsync(enrolment.id);
      toast.success(t('my.cancel.done'));
      setOpened(false);
    } catch (error) {
      // staff may have decided it meanwhile: the message says so, and the list shows it
      toast.error(errorMessage(error, t, 'expert:my.cancel.failed'));
      setOpened(false);
    }
  };

  return (
    <>
      <Group>
        <Button
          variant="default"
          onClick={() => setOpened(true)}
          disabled={!hydrated}
          aria-label={t('my.cancel.buttonLabel', { course })}
        >
          {t('my.cancel.button')}
        </Button>
      </Group>
      <Dialog opened={opened} onClose={() => setOpened(false)} title={t('my.cancel.title')}>
        <Stack>
          <Text>{t('my.cancel.message', { course, cohort: enrolment.cohort.name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)} data-autofocus>
              {t('my.cancel.keep')}
            </Button>
            <Button color="red.9" loading={withdraw.isPending} onClick={() => void confirm()}>
              {t('my.cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
