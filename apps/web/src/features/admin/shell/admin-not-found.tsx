import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminTitle } from '../ui/use-admin-title';

export function AdminNotFound() {
  const { t } = useTranslation('admin');
  useAdminTitle(t('notFound'));
  return (
    <Stack align="flex-start">
      <Title order={1} size="h2">
        {t('notFound')}
      </Title>
      <Text c="dimmed">{t('notFoundHint')}</Text>
      <Button component={Link} to="/Admin" variant="light">
        {t('nav.adminHome')}
      </Button>
    </Stack>
  );
}
