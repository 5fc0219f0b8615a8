import '@mantine/core/styles/Input.css';
import { Group, Input, NativeSelect, TextInput } from '@mantine/core';
import { PHONE_PART_MAX, phonePrefixes, type TInquiry } from '@putt/contract/inquiries';
import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type Props = {
  register: UseFormRegister<TInquiry>;
  /** each part's message, already in the user's words */
  errors: { phone1?: string; phone2?: string; phone3?: string };
};

/** The inquiry's phone number in three parts (spec-2 §3, §5) under one label, with one message. */
export function PhoneParts({ register, errors }: Props) {
  const { t } = useTranslation('inquiry');
  const labelId = useId();
  const errorId = useId();
  const message = errors.phone1 ?? errors.phone2 ?? errors.phone3;
  const part = (name: keyof Props['errors']) => ({
    error: Boolean(errors[name]),
    'aria-describedby': errors[name] ? errorId : undefined,
    ...register(name),
  });
  const digits = {
    maxLength: PHONE_PART_MAX,
    inputMode: 'numeric' as const,
    style: { flex: 1, minWidth: 0 },
  };

  return (
    <div role="group" aria-labelledby={labelId}>
      <Input.Label id={labelId} labelElement="div" required>
        {t('phone.label')}
      </Input.Label>
      <Group gap={6} wrap="nowrap" align="center">
        <NativeSelect
          aria-label={t('phone.prefix')}
          autoComplete="tel-area-code"
          data={[{ value: '', label: t('phone.choose') }, ...phonePrefixes]}
          w={96}
          {...part('phone1')}
        />
        <span aria-hidden="true">-</span>
        <TextInput
          aria-label={t('phone.middle')}
          autoComplete="tel-local-prefix"
          {...digits}
          {...part('phone2')}
        />
        <span aria-hidden="true">-</span>
        <TextInput
          aria-label={t('phone.last')}
          autoComplete="tel-local-suffix"
          {...digits}
          {...part('phone3')}
        />
      </Group>
      {message && (
        <Input.Error id={errorId} mt={5}>
          {message}
        </Input.Error>
      )}
    </div>
  );
}
