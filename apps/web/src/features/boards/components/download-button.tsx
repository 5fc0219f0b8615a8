import { Button } from '@mantine/core';
import { ApiError } from '@putt/contract/client';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import { toast } from '../../../ui/toast';
import { useDownloadFile } from '../api/download-file';

type Props = {
  /** the stored file's id; a post may name a file without one */
  id: string | undefined;
  name: string | undefined;
  /** the list's short "download" button; otherwise the button shows the file's name */
  compact?: boolean;
};

function DownloadIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor">
      <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Downloads a press attachment, with the messages of spec-2 §8 "Download". */
export function DownloadButton({ id, name, compact = false }: Props) {
  const { t } = useTranslation('boards');
  const download = useDownloadFile();

  const start = () => {
    if (!id) {
      toast.error(t('download.noFile'));
      return;
    }
    download.mutate(
      { id, ...(name ? { name } : {}) },
      {
        onSuccess: () => toast.success(t('download.started')),
        onError: (error) => {
          // the server's reason when it gave one; a lost connection says only that it failed
          const answered = error instanceof ApiError && error.status !== 0;
          toast.error(
            answered
              ? t('download.failedWithReason', { reason: errorMessage(error, t) })
              : t('download.failed'),
          );
        },
      },
    );
  };

  return (
    <Button
      variant={compact ? 'default' : 'light'}
      size={compact ? 'compact-sm' : 'sm'}
      leftSection={<DownloadIcon />}
      loading={download.isPending}
      aria-label={name ? t('download.fileLabel', { name }) : undefined}
      onClick={start}
      styles={compact ? undefined : { label: { whiteSpace: 'normal', textAlign: 'start' } }}
      h={compact ? undefined : 'auto'}
      py={compact ? undefined : 8}
      maw="100%"
    >
      {compact || !name ? t('download.button') : name}
    </Button>
  );
}
