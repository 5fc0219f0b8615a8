import { Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A route whose content arrives with a later issue: the layout and heading are real, the body says so. */
export default function TitledPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Text c="dimmed">{t('page.preparing')}</Text>
    </Container>
  );
}
