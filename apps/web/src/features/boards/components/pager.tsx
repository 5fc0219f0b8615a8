import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { page: number; hasNext: boolean; onPage: (page: number) => void };

/** Previous, "page N", next (spec-2 §4): previous is off on page 1, next when there is no next page. */
export function Pager({ page, hasNext, onPage }: Props) {
  const { t } = useTranslation('boards');
  return (
    <Group component="nav" aria-label={t('pager.label')} justify="center" gap="md">
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <Text fw={600} aria-live="polite">
        {t('pager.page', { page })}
      </Text>
      <Button variant="default" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </Group>
  );
}
