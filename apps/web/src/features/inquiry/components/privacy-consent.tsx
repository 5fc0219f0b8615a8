import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Choice = 'agree' | 'disagree';

type Props = {
  value: Choice | undefined;
  onChange: (value: Choice) => void;
  /** what this form collects, in the user's words */
  items: string;
  error?: string;
};

/** The privacy notice of an inquiry and the agree / disagree choice (spec-2 §3), none chosen at first. */
export function PrivacyConsent({ value, onChange, items, error }: Props) {
  const { t } = useTranslation('inquiry');
  const headingId = useId();
  const rows: [string, string][] = [
    [t('consent.items'), items],
    [t('consent.purpose'), t('consent.purposeValue')],
    [t('consent.retention'), t('consent.retentionValue')],
  ];
  return (
    <Stack gap="sm">
      <Paper withBorder p="md" bg="gray.0" component="section" aria-labelledby={headingId}>
        <Title order={2} fz="md" id={headingId} mb="xs">
          {t('consent.heading')}
        </Title>
        <Stack gap={4} component="dl" m={0} fz="sm">
          {rows.map(([label, text]) => (
            <Group key={label} gap="xs" wrap="nowrap" align="flex-start">
              <Text component="dt" fz="sm" fw={700} miw={72}>
                {label}
              </Text>
              <Text component="dd" fz="sm" m={0}>
                {text}
              </Text>
            </Group>
          ))}
        </Stack>
        <Text fz="sm" mt="xs">
          {t('consent.refusal')}
        </Text>
      </Paper>
      <Radio.Group
        label={t('consent.question')}
        withAsterisk
        value={value ?? ''}
        onChange={(next) => onChange(next as Choice)}
        error={error}
      >
        <Group mt={6}>
          <Radio value="agree" label={t('consent.agree')} />
          <Radio value="disagree" label={t('consent.disagree')} />
        </Group>
      </Radio.Group>
    </Stack>
  );
}
