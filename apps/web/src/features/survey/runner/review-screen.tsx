import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  unanswered: number[];
  submitting: boolean;
  onItem(index: number): void;
  onBack(): void;
  onSubmit(): void;
};

/** Before submitting: the unanswered items to go back to, or the submit (spec-1 §1: review, submit). */
export function ReviewScreen({ unanswered, submitting, onItem, onBack, onSubmit }: Props) {
  const { t } = useTranslation('survey');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const complete = unanswered.length === 0;
  return (
    <Stack gap="md">
      <Title order={2} size="h3" ref={heading} tabIndex={-1}>
        {t('runner.reviewTitle')}
      </Title>
      <Alert color={complete ? 'green' : 'yellow'} role="status">
        {complete ? t('runner.allAnswered') : t('runner.unanswered', { count: unanswered.length })}
      </Alert>
      {!complete && (
        <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {unanswered.map((index) => (
            <li key={index}>
              <Button variant="light" size="sm" onClick={() => onItem(index)}>
                {t('runner.itemLink', { n: index + 1 })}
              </Button>
            </li>
          ))}
        </Group>
      )}
      <Group justify="space-between">
        <Button variant="default" size="md" onClick={onBack}>
          {t('runner.backToItems')}
        </Button>
        <Button size="md" onClick={onSubmit} disabled={!complete} loading={submitting}>
          {t('runner.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
