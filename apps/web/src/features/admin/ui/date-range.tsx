import { fromDateInput, toDateInput } from '@putt/contract/dates';
import '@mantine/core/styles/Input.css';
import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A from–to date filter (inclusive), in the contract's yyyymmdd; the browser's date picker. */
export function DateRange({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput
        type="date"
        label={t('dateFrom')}
        value={toDateInput(from)}
        max={toDateInput(to) || undefined}
        onChange={(event) => onChange({ from: fromDateInput(event.currentTarget.value), to })}
      />
      <TextInput
        type="date"
        label={t('dateTo')}
        value={toDateInput(to)}
        min={toDateInput(from) || undefined}
        onChange={(event) => onChange({ from, to: fromDateInput(event.currentTarget.value) })}
      />
    </Group>
  );
}
