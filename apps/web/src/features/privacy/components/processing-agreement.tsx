import '@mantine/core/styles/Paper.css';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { PROCESSING_AGREEMENT_PATH } from '@putt/contract/privacy';
import { useTranslation } from 'react-i18next';

/**
 * The school's processing agreement with the company (PIPA Art. 26), drawn from the school's
 * details and the retention rules in force: its administrator downloads and signs it; a teacher is
 * told who does.
 */
export function ProcessingAgreement({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('privacy');
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="agreement-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="agreement-title">
          {t('agreement.title')}
        </Title>
        <Text>{t('agreement.lead')}</Text>
        {isAdmin ? (
          <Button component="a" href={PROCESSING_AGREEMENT_PATH} download w={{ base: '100%', sm: 'auto' }}>
            {t('agreement.submit')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('agreement.adminOnly')}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('agreement.erasure')}
        </Text>
      </Stack>
    </Paper>
  );
}
