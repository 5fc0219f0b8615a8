import '@mantine/core/styles/Badge.css';
import { Badge, Button, List, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  instructions: string;
  labels: string[];
  demo: boolean;
  resumed: boolean;
  /** the number keys' hint, for a screen with a keyboard (not a touch screen) */
  keyboardHint: boolean;
  onBegin(): void;
};

/** The instrument's instructions and its response scale, before the first item (spec-1 §1). */
export function InstructionsScreen({ instructions, labels, demo, resumed, keyboardHint, onBegin }: Props) {
  const { t } = useTranslation('survey');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md">
      <Title order={2} size="h3" ref={heading} tabIndex={-1}>
        {t('runner.instructionsTitle')}
      </Title>
      {demo && (
        <Badge color="grape.9" variant="filled" size="lg" style={{ alignSelf: 'flex-start' }}>
          {t('runner.demo')}
        </Badge>
      )}
      <Text style={{ whiteSpace: 'pre-line' }}>{instructions}</Text>
      <Title order={3} size="h4">
        {t('runner.scaleTitle')}
      </Title>
      <List type="ordered">
        {labels.map((label) => (
          <List.Item key={label}>{label}</List.Item>
        ))}
      </List>
      {keyboardHint && (
        <Text size="sm" c="dimmed">
          {t('runner.keyboardHint')}
        </Text>
      )}
      <Button size="lg" onClick={onBegin}>
        {resumed ? t('runner.continue') : t('runner.begin')}
      </Button>
    </Stack>
  );
}
