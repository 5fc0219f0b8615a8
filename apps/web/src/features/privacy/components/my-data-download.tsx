import '@mantine/core/styles/Paper.css';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { MY_DATA_PATH } from '@putt/contract/privacy';
import { useTranslation } from 'react-i18next';

/** The archive of everything held about the member: one link the browser downloads. */
export function MyDataDownload() {
  const { t } = useTranslation('privacy');
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="my-data-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="my-data-title">
          {t('download.title')}
        </Title>
        <Text>{t('download.lead')}</Text>
        <Text size="sm" c="dimmed">
          {t('download.contents')}
        </Text>
        <Button component="a" href={MY_DATA_PATH} download="my-data.zip" w={{ base: '100%', sm: 'auto' }}>
          {t('download.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
