import { Anchor, Group, List, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WordBadge } from '../../../ui/status/word-badge';

type Props = {
  history: { month: string; reviewed: boolean }[];
  onOpen: (month: string) => void;
};

/** The months before, each marked reviewed or not: a month left unchecked stands out. */
export function ReviewHistory({ history, onOpen }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('accessReview.history')}
      </Title>
      <List listStyleType="none" spacing={4}>
        {history.map(({ month, reviewed }) => (
          <List.Item key={month}>
            <Group gap="xs">
              <Anchor component="button" type="button" onClick={() => onOpen(month)} mih={44}>
                {month}
              </Anchor>
              <WordBadge color={reviewed ? 'teal' : 'orange'}>
                {t(reviewed ? 'accessReview.reviewed' : 'accessReview.notReviewed')}
              </WordBadge>
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
