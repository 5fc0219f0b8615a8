import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/List.css';
import { Button, Checkbox, List, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAlert } from '../../../ui/alert-dialog';
import { toast } from '../../../ui/toast';
import { useWithdraw } from '../api/member';

/** Withdrawal, for individual members only (the route's rule): confirmed twice, then Home. */
export default function DeletePage() {
  const { t } = useTranslation('account');
  const alert = useAlert();
  const navigate = useNavigate();
  const withdraw = useWithdraw();
  const [agreed, setAgreed] = useState(false);
  const points = t('withdraw.points', { returnObjects: true }) as string[];

  const submit = async () => {
    const sure = await alert({
      title: t('withdraw.askTitle'),
      message: t('withdraw.ask'),
      confirm: { yes: t('withdraw.submit'), no: t('withdraw.keep'), irreversible: true },
    });
    if (!sure) return;
    try {
      await withdraw.mutateAsync(undefined);
      toast.success(t('withdraw.done'), 5000);
      navigate('/', { replace: true });
    } catch {
      await alert({ message: t('withdraw.failed') });
    }
  };

  return (
    <Paper withBorder p="xl">
      <Stack>
        <Text fw={700}>{t('withdraw.lead')}</Text>
        <List spacing="xs">
          {points.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
        <Checkbox
          label={t('withdraw.confirm')}
          checked={agreed}
          onChange={(e) => setAgreed(e.currentTarget.checked)}
        />
        <Button color="red.8" disabled={!agreed} loading={withdraw.isPending} onClick={() => void submit()}>
          {t('withdraw.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
