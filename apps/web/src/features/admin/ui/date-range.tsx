import '@mantine/core/styles/Input.css';
import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const toInput = (ymd: string) =>
  ymd.length === 8 ? `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6)}` : '';
const fromInput = (value: string) => value.replaceAll('-', '');

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
        value={toInput(from)}
        max={toInput(to) || undefined}
        onChange={(event) => onChange({ from: fromInput(event.currentTarget.value), to })}
      />
      <TextInput
        type="date"
        label={t('dateTo')}
        value={toInput(to)}
        min={toInput(from) || undefined}
        onChange={(event) => onChange({ from, to: fromInput(event.currentTarget.value) })}
      />
    </Group>
  );
}
