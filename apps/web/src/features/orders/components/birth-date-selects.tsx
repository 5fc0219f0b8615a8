import '@mantine/core/styles/Input.css';
import { Group, Input, NativeSelect } from '@mantine/core';
import { birthYears } from '@putt/contract/orders';
import { type Ref, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { daysIn } from './days-in-month';
import type { DobParts } from './offer-values';

type Props = {
  value: DobParts;
  onChange: (next: DobParts) => void;
  error?: string;
  /** the year select: where a failed submit puts focus */
  ref?: Ref<HTMLSelectElement>;
};

const pad = (n: number) => String(n).padStart(2, '0');
const months = Array.from({ length: 12 }, (_, i) => pad(i + 1));

/**
 * The examinee's birth date as three selects (spec-1 §5): the years the contract accepts, the
 * months, and the days of the chosen month. A day the new month lacks is cleared, not kept hidden.
 */
export function BirthDateSelects({ value, onChange, error, ref }: Props) {
  const { t } = useTranslation('orders');
  const labelId = useId();
  const errorId = useId();
  const years = useMemo(() => birthYears().map(String), []);
  const days = Array.from({ length: daysIn(value.year, value.month) }, (_, i) => pad(i + 1));

  const change = (part: keyof DobParts, next: string) => {
    const dob = { ...value, [part]: next };
    if (Number(dob.day) > daysIn(dob.year, dob.month)) dob.day = '';
    onChange(dob);
  };

  const select = (part: keyof DobParts, options: string[], w: number) => (
    <NativeSelect
      ref={part === 'year' ? ref : undefined}
      aria-label={t(`offer.examinee.${part}`)}
      value={value[part]}
      onChange={(event) => change(part, event.currentTarget.value)}
      data={[
        { value: '', label: t(`offer.examinee.${part}Choose`) },
        ...options.map((option) => ({
          value: option,
          label: t(`offer.examinee.${part}Option`, { value: Number(option) }),
        })),
      ]}
      error={Boolean(error)}
      aria-describedby={error ? errorId : undefined}
      style={{ flex: `1 1 ${w}px`, minWidth: 0 }}
    />
  );

  return (
    <div role="group" aria-labelledby={labelId}>
      <Input.Label id={labelId} labelElement="div" required>
        {t('offer.examinee.dob')}
      </Input.Label>
      <Group gap="xs" wrap="nowrap">
        {select('year', years, 110)}
        {select('month', months, 80)}
        {select('day', days, 80)}
      </Group>
      {error && (
        <Input.Error id={errorId} mt={5}>
          {error}
        </Input.Error>
      )}
    </div>
  );
}
