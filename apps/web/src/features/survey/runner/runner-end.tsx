import '@mantine/core/styles/Alert.css';
import { Alert, Button, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFocusOnShow } from '../focus-on-show';

type Props = {
  kind: 'complete' | 'closed' | 'signedOut';
  /** a member's own order for their child: the results come to them, not through an organisation */
  individual: boolean;
  /** signedOut: back to the entry form */
  onAgain?(): void;
};

/**
 * Where the runner ends: submitted, the test closed under way, or this browser's entry expired.
 * Each takes the focus as it shows (decision 026), so neither a keyboard nor a screen reader is
 * left on the page body after the last button vanished.
 */
export function RunnerEnd({ kind, individual, onAgain }: Props) {
  const { t } = useTranslation('survey');
  const context = individual ? 'individual' : undefined;
  const heading = useFocusOnShow<HTMLHeadingElement>();
  const message = useFocusOnShow<HTMLDivElement>();
  if (kind === 'complete') {
    return (
      <Paper withBorder p="lg" radius="md" role="status">
        <Title order={2} size="h3" ref={heading} tabIndex={-1}>
          {t('runner.completeTitle')}
        </Title>
        <Text mt="sm">{t('runner.complete', { context })}</Text>
      </Paper>
    );
  }
  if (kind === 'closed') {
    return (
      <Alert color="gray" role="alert" ref={message} tabIndex={-1}>
        {t('runner.closed')}
      </Alert>
    );
  }
  return (
    <Alert color="yellow" role="alert" ref={message} tabIndex={-1}>
      <Text>{t('runner.signedOut')}</Text>
      <Button mt="sm" onClick={onAgain}>
        {t('entry.codeTitle')}
      </Button>
    </Alert>
  );
}
