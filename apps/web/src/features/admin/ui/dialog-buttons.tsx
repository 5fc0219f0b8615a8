import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Cancel and submit at the foot of a back-office dialog's form. */
export function DialogButtons({
  submit,
  busy,
  onCancel,
}: {
  submit: string;
  busy: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('cancel')}
      </Button>
      <Button type="submit" loading={busy}>
        {submit}
      </Button>
    </Group>
  );
}
