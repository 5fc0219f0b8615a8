import { Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { formatYmd } from '@putt/contract/dates';
import type { TExamineeInfo } from '@putt/contract/orders';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { useMyExaminees } from '../api/my-examinees';

type Props = { opened: boolean; onClose: () => void; onPick: (examinee: TExamineeInfo) => void };

/** The examinees of the member's earlier applications (getMyExaminees), one to fill the form with. */
export function ExamineePicker({ opened, onClose, onPick }: Props) {
  const { t } = useTranslation('orders');
  const examinees = useMyExaminees(opened);

  const body = () => {
    if (examinees.isError)
      return <ErrorState message={t('examineePicker.failed')} onRetry={() => void examinees.refetch()} />;
    if (!examinees.data) return <LoadingState label={t('examineePicker.loading')} />;
    if (examinees.data.items.length === 0) return <EmptyState message={t('examineePicker.none')} />;
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {examinees.data.items.map((examinee, index) => (
          <Paper key={index} withBorder p="sm" component="li">
            <Group justify="space-between" wrap="nowrap" align="center">
              <div style={{ minWidth: 0 }}>
                <Text fw={700}>{examinee.name}</Text>
                <Text fz="sm">
                  {formatYmd(examinee.dob)} ·{' '}
                  {t(`examineePicker.${examinee.gender === 'm' ? 'male' : 'female'}`)}
                </Text>
                <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {examinee.school_info} · {examinee.email}
                </Text>
              </div>
              <Button variant="light" onClick={() => onPick(examinee)} style={{ flexShrink: 0 }}>
                {t('examineePicker.choose')}
                <VisuallyHidden>: {t('examineePicker.chooseNamed', { name: examinee.name })}</VisuallyHidden>
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  };

  return (
    <Dialog opened={opened} onClose={onClose} title={t('examineePicker.title')}>
      <Text fz="sm" mb="md">
        {t('examineePicker.intro')}
      </Text>
      {opened && body()}
    </Dialog>
  );
}
