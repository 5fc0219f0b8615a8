import '@mantine/core/styles/Input.css';
import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { normaliseAuthCode } from '@putt/contract/entry-codes';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnShow } from '../focus-on-show';

/**
 * The first step: the code from the slip, upper-cased as it is typed (spec-2 §9), or filled in
 * from the slip's QR code (`initialCode`), which the examinee checks and sends. `returned`: the
 * examinee came back from the details step for another code, and its heading takes the focus.
 */
export function CodeStep({
  initialCode = null,
  onCheck,
  pending,
  error,
  returned = false,
}: {
  initialCode?: string | null;
  onCheck(code: string): void;
  pending: boolean;
  error?: string;
  returned?: boolean;
}) {
  const { t } = useTranslation('survey');
  const heading = useFocusOnShow<HTMLHeadingElement>(returned);
  const [code, setCode] = useState(initialCode ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCheck(normaliseAuthCode(code));
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="survey-code-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="survey-code-title" ref={heading} tabIndex={-1}>
          {t('entry.codeTitle')}
        </Title>
        <Text size="sm">{t(initialCode ? 'entry.codeFromSlip' : 'entry.codeIntro')}</Text>
        <TextInput
          label={t('entry.code')}
          description={t('entry.codeHint')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          size="lg"
          styles={{ input: { letterSpacing: '0.2em', fontWeight: 700 } }}
          error={error}
        />
        <Button type="submit" size="lg" loading={pending}>
          {t('entry.check')}
        </Button>
      </Stack>
    </form>
  );
}
