import '@mantine/core/styles/Input.css';
import { Group, Input, TextInput } from '@mantine/core';
import { PHONE_PART_MAX } from '@putt/contract/orders';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferValues } from './offer-values';

type Phone = OfferValues['guardian']['phone'];

type Props = {
  value: Phone;
  onChange: (next: Phone) => void;
  error?: string;
  /** the first part: where a failed submit puts focus */
  ref?: Ref<HTMLInputElement>;
};

const parts = [
  ['first', 'phoneFirst', 'tel-area-code'],
  ['middle', 'phoneMiddle', 'tel-local-prefix'],
  ['last', 'phoneLast', 'tel-local-suffix'],
] as const;

/** The guardian's phone in three parts of at most four digits (spec-1 §5), sent joined with dashes. */
export function GuardianPhone({ value, onChange, error, ref }: Props) {
  const { t } = useTranslation('orders');
  const labelId = useId();
  const errorId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <Input.Label id={labelId} labelElement="div" required>
        {t('offer.guardian.phone')}
      </Input.Label>
      <Group gap={6} wrap="nowrap" align="center">
        {parts.map(([part, label, autoComplete], index) => (
          <Group key={part} gap={6} wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
            {index > 0 && <span aria-hidden="true">-</span>}
            <TextInput
              ref={index === 0 ? ref : undefined}
              aria-label={t(`offer.guardian.${label}`)}
              autoComplete={autoComplete}
              inputMode="numeric"
              maxLength={PHONE_PART_MAX}
              style={{ flex: 1, minWidth: 0 }}
              error={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
              value={value[part]}
              onChange={(event) => onChange({ ...value, [part]: event.currentTarget.value })}
            />
          </Group>
        ))}
      </Group>
      {error && (
        <Input.Error id={errorId} mt={5}>
          {error}
        </Input.Error>
      )}
    </div>
  );
}
