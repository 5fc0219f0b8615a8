import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Edit and history buttons of a catalogue row, named after the row for screen readers. */
export function RowActions({
  name,
  onEdit,
  onHistory,
}: {
  name: string;
  onEdit: () => void;
  onHistory: () => void;
}) {
  const { t } = useTranslation('admin_catalogue');
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="xs" variant="light" onClick={onEdit} aria-label={t('editOf', { name })}>
        {t('edit')}
      </Button>
      <Button size="xs" variant="subtle" onClick={onHistory} aria-label={t('historyOf', { name })}>
        {t('history')}
      </Button>
    </Group>
  );
}
