import '@mantine/core/styles/Paper.css';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatYmd } from '@putt/contract/dates';
import type { TMyExaminee } from '@putt/contract/privacy';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/error-message';
import { useAlert } from '../../../ui/alert-dialog';
import { toast } from '../../../ui/toast';
import { useRequestErasure } from '../api/my-privacy';

/** One person among the member's examinees, with the request to erase their data early. */
export function ExamineeErasure({ person }: { person: TMyExaminee }) {
  const { t } = useTranslation('privacy');
  const alert = useAlert();
  const erase = useRequestErasure();
  const titleId = `examinee-${person.SK}`;

  const ask = async () => {
    const sure = await alert({
      title: t('erase.askTitle', { name: person.name }),
      message: t('erase.ask'),
      confirm: { yes: t('erase.submit'), no: t('erase.keep'), irreversible: true },
    });
    if (!sure) return;
    try {
      await erase.mutateAsync(person.SK);
      toast.success(t('erase.requested'), 6000);
    } catch (error) {
      toast.error(failureText(error, t, 'privacy:erase.failed'));
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Title order={3} fz="md" id={titleId}>
            {person.name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('erase.details', { dob: formatYmd(person.dob), tests: person.tests })}
          </Text>
        </Stack>
        {person.erasureRequested ? (
          <Badge color="gray" variant="light" size="lg">
            {t('erase.pending')}
          </Badge>
        ) : (
          <Button
            color="red.8"
            disabled={person.answering}
            loading={erase.isPending}
            onClick={() => void ask()}
            aria-describedby={person.answering ? `${titleId}-answering` : undefined}
          >
            {t('erase.open')}
          </Button>
        )}
      </Group>
      {person.answering && !person.erasureRequested && (
        <Text size="sm" mt="xs" id={`${titleId}-answering`}>
          {t('v.answering')}
        </Text>
      )}
    </Paper>
  );
}
