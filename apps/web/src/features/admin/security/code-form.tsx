import '@mantine/core/styles/Input.css';
import { Button, Group, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../../../api/error-message';

type Props = {
  label: string;
  submitLabel: string;
  /** the operation's input schema: the code is checked as the server will before it is sent */
  schema: z.ZodType<{ code: string }, { code: string }>;
  /** sends the code; a refusal is shown beside the field, which keeps what was typed */
  send: (code: string) => Promise<unknown>;
  pending: boolean;
  /** only digits: a phone shows its number pad, and fills the code an SMS or app offers */
  digitsOnly?: boolean;
};

/** One code to type and send: the second step of a sign-in, or the code that turns a new factor on. */
export function CodeForm({ label, submitLabel, schema, send, pending, digitsOnly = false }: Props) {
  const { t } = useTranslation('admin');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const inputId = useId();
  const submit = async () => {
    const parsed = schema.safeParse({ code });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]!.message));
      document.getElementById(inputId)?.focus();
      return;
    }
    setError(undefined);
    try {
      await send(parsed.data.code);
    } catch (refused) {
      setError(errorMessage(refused, t));
      document.getElementById(inputId)?.focus();
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          id={inputId}
          label={label}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          autoComplete="one-time-code"
          inputMode={digitsOnly ? 'numeric' : 'text'}
          maxLength={digitsOnly ? 8 : 24}
          spellCheck={false}
          w={{ base: '100%', xs: 260 }}
        />
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
