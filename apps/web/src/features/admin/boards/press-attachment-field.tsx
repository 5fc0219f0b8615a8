import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Progress.css';
import { Anchor, Button, CloseButton, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import type { TPostAttachment } from '@putt/contract/admin/boards';
import { attachmentExtensions, MAX_FILE_BYTES } from '@putt/contract/files';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/error-message';
import { uploadFile } from '../../../api/upload';

type Props = {
  value: TPostAttachment | null;
  onChange: (value: TPostAttachment | null) => void;
  /** the form keeps saving off while a file is on its way */
  onUploadingChange: (uploading: boolean) => void;
  /** the server's refusal of the attachment, if any */
  error?: string;
};

const accept = attachmentExtensions.map((extension) => `.${extension}`).join(',');
const kinds = attachmentExtensions.map((extension) => extension.toUpperCase()).join(', ');

/**
 * A press post's one attachment: a chosen file uploads at once with its progress (this browser
 * owns the upload, which the save then attaches and makes public); removing it detaches it on save.
 */
export function PressAttachmentField({ value, onChange, onUploadingChange, error }: Props) {
  const { t } = useTranslation('admin_boards');
  const labelId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useRef<AbortController | null>(null);
  const resetPicker = useRef<() => void>(null);

  // Leaving the page stops an upload nobody waits for.
  useEffect(() => () => upload.current?.abort(), []);

  const choose = (file: File | null) => {
    resetPicker.current?.(); // the same file may be chosen again after a failure
    if (!file) return;
    upload.current?.abort();
    const controller = new AbortController();
    upload.current = controller;
    setFailure(null);
    setProgress(0);
    onUploadingChange(true);
    uploadFile(file, { onProgress: setProgress, signal: controller.signal })
      .then((stored) => onChange({ fileId: stored.id, name: stored.name }))
      .catch((reason: unknown) => {
        if (!controller.signal.aborted) setFailure(failureText(reason, t, 'admin_boards:attachment.failed'));
      })
      .finally(() => {
        if (upload.current !== controller) return;
        upload.current = null;
        setProgress(null);
        onUploadingChange(false);
      });
  };

  const uploading = progress !== null;
  const shown = failure ?? error;
  return (
    <div role="group" aria-labelledby={labelId}>
      <Input.Label id={labelId} labelElement="div">
        {t('attachment.label')}
      </Input.Label>
      <Input.Description mb={6}>
        {t('attachment.hint', { kinds, mb: MAX_FILE_BYTES / 1024 / 1024 })}
      </Input.Description>
      <Stack gap={6}>
        <Group gap="sm" wrap="nowrap">
          <FileButton onChange={choose} accept={accept} resetRef={resetPicker} disabled={uploading}>
            {(props) => (
              <Button variant="default" disabled={uploading} {...props}>
                {t('attachment.choose')}
              </Button>
            )}
          </FileButton>
          {value ? (
            <Group gap={4} wrap="nowrap" miw={0}>
              <Anchor href={`/files/${encodeURIComponent(value.fileId)}`} fz="sm" truncate="end">
                {value.name}
              </Anchor>
              <CloseButton
                size="sm"
                aria-label={t('attachment.remove', { name: value.name })}
                onClick={() => onChange(null)}
              />
            </Group>
          ) : (
            <Text fz="sm" c="dimmed">
              {t('attachment.none')}
            </Text>
          )}
        </Group>
        {uploading && <Progress value={Math.round(progress * 100)} aria-label={t('attachment.uploading')} />}
        {shown && (
          <Text role="alert" c="red.8" fz="sm">
            {shown}
          </Text>
        )}
      </Stack>
    </div>
  );
}
