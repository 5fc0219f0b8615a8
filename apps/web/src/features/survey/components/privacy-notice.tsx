import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What is collected, why and for how long (PIPA art. 15), apart from the consent box below it. */
export function PrivacyNotice() {
  const { t } = useTranslation('survey');
  return (
    <Box
      component="section"
      aria-labelledby="survey-privacy-title"
      p="sm"
      bg="gray.0"
      style={{ borderRadius: 8 }}
    >
      <Text id="survey-privacy-title" fw={700} size="sm" component="h3" m={0}>
        {t('entry.privacyTitle')}
      </Text>
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
        {t('entry.privacyItems')}
      </Text>
    </Box>
  );
}
