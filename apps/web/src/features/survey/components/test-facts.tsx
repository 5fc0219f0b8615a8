import '@mantine/core/styles/Badge.css';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { formatYmd } from '@putt/contract/dates';
import type { TSurveyInfo } from '@putt/contract/survey';
import { useTranslation } from 'react-i18next';

/**
 * The test behind the link, so the examinee knows they are in the right place (spec-2 screen 9).
 * `compact`: the test's name only, for a phone's item screens, where the details pushed the
 * question ~250 px down on every item (decision 026). An individual's order has no class: its
 * project is named after the test, which the class row repeated.
 */
export function TestFacts({ info, compact = false }: { info: TSurveyInfo; compact?: boolean }) {
  const { t } = useTranslation('survey');
  // the organisation names its class (1학년 2반); a department's major is added when not in the name
  const classLabel =
    info.major && !info.class_name.includes(info.major)
      ? `${info.class_name} · ${info.major}`
      : info.class_name;
  const period = [info.start_target_date, info.end_target_date].filter(Boolean).map(formatYmd).join(' ~ ');
  const individual = info.org_name === '';
  const facts: [string, string][] = [
    [t('facts.org'), info.org_name],
    [t('facts.class'), individual ? '' : classLabel],
    [t('facts.period'), period],
  ];
  if (compact) {
    return (
      <Title order={1} size="h5" mb="xs">
        {info.test_name}
      </Title>
    );
  }
  return (
    <Stack gap={6} mb="lg">
      <Group gap="xs">
        <Title order={1} size="h2">
          {info.test_name}
        </Title>
        <Badge variant="light">{t('title')}</Badge>
      </Group>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 12px' }}>
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <Text component="dt" c="dimmed" size="sm">
                {label}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {value}
              </Text>
            </div>
          ))}
      </dl>
      {info.external && (
        <Text size="sm" c="dimmed">
          {t('facts.external')}
        </Text>
      )}
    </Stack>
  );
}
