import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The ten recovery codes, shown this once, and the step that says they were kept. */
export function RecoveryCodes({ codes, onKept }: { codes: string[]; onKept: () => void }) {
  const { t } = useTranslation('admin_security');
  const title = useRef<HTMLParagraphElement>(null);
  // shown in place of the form that turned the factor on: the focus comes here
  useEffect(() => title.current?.focus(), []);
  return (
    <Stack gap="sm">
      <Text fw={700} ref={title} tabIndex={-1}>
        {t('enrol.codesTitle')}
      </Text>
      <Alert color="yellow" variant="light">
        {t('enrol.codesIntro')}
      </Alert>
      <List aria-label={t('enrol.codesLabel')} listStyleType="none" ff="monospace" fz="lg" spacing={4}>
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Button onClick={onKept} style={{ alignSelf: 'flex-start' }}>
        {t('enrol.saved')}
      </Button>
    </Stack>
  );
}
