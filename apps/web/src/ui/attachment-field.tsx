import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Progress.css';
import { Anchor, Button, CloseButton, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { attachmentExtensions, MAX_FILE_BYTES, type TStoredFile } from '@putt/contract/files';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../api/error-message';
import { uploadFile } from '../api/upload';

export type Attachment = Pick<TStoredFile, 'id' | 'name'>;

type Props = {
  /** the namespace whose `attachment.*` strings label the field (`none` too when `linked`) */
  ns: string;
  value: Attachment | null;
  onChange: (value: Attachment | null) => void;
  /** the form keeps its submit button off while a file is on its way */
  onUploadingChange: (uploading: boolean) => void;
  /** the server's refusal of the attachment, if any */
  error?: string;
  /** staff forms: the stored file opens from its name, and the field says when there is none */
  linked?: boolean;
};

const accept = attachmentExtensions.map((extension) => `.${extension}`).join(',');
const kinds = attachmentExtensions.map((extension) => extension.toUpperCase()).join(', ');

/**
 * One attachment (spec-2 §4 inquiries, press posts in the back office): a chosen file uploads at
 * once, with its progress; the form keeps only the stored file's id and name, which removing the
 * file clears. A file already there stays until the new one has arrived.
 */
export function AttachmentField({ ns, value, onChange, onUploadingChange, error, linked }: Props) {
  const { t } = useTranslation(ns);
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
      .then((stored) => onChange({ id: stored.id, name: stored.name }))
      .catch((reason: unknown) => {
        if (!controller.signal.aborted) setFailure(failureText(reason, t, 'attachment.failed'));
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
          {value && (
            <Group gap={4} wrap="nowrap" miw={0}>
              {linked ? (
                <Anchor href={`/files/${encodeURIComponent(value.id)}`} fz="sm" truncate="end">
                  {value.name}
                </Anchor>
              ) : (
                <Text fz="sm" truncate="end">
                  {value.name}
                </Text>
              )}
              <CloseButton
                size="sm"
                aria-label={t('attachment.remove', { name: value.name })}
                onClick={() => onChange(null)}
              />
            </Group>
          )}
          {!value && linked && (
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
