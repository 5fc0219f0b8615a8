import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useAdminQuery } from '../api/admin-api';
import classes from './preview.module.css';

type Props = { title: string; html: string; onClose: () => void };

/**
 * What the public page will show once saved: the server sanitises the HTML exactly as it will when
 * storing and reading it, and the body is drawn with the public page's styles.
 */
export function PreviewDialog({ title, html, onClose }: Props) {
  const { t } = useTranslation('admin_boards');
  const preview = useAdminQuery('adminPreviewPost', { html });
  return (
    <Dialog opened onClose={onClose} title={t('preview.title')} width="lg">
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t('preview.hint')}
        </Text>
        <Title order={2} size="h3">
          {title}
        </Title>
        {preview.isPending ? (
          <LoadingState />
        ) : preview.isError ? (
          <ErrorState message={t('preview.failed')} onRetry={() => void preview.refetch()} />
        ) : preview.data.html ? (
          // the server's sanitised HTML, the same the public page inserts (decision 008)
          <div
            className={classes.body}
            data-testid="post-preview"
            dangerouslySetInnerHTML={{ __html: preview.data.html }}
          />
        ) : (
          <Text c="dimmed">{t('preview.empty')}</Text>
        )}
      </Stack>
    </Dialog>
  );
}
