import '@mantine/core/styles/Image.css';
import { Box, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { type SettingsImageKind, settingsImages } from '@putt/contract/admin/settings';
import { filePath } from '@putt/contract/files';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import { useAdminMutation } from '../api/admin-api';
import { readDataUrl } from '../../../ui/read-data-url';

/** The operation that stores each kind of image (the server checks it as `settingsImages` says). */
const uploadOperation = {
  partnerLogo: 'adminUploadPartnerLogo',
  seal: 'adminUploadSeal',
} as const satisfies Record<SettingsImageKind, string>;

export type SettingsImageTexts = {
  label: string;
  hint: string;
  none: string;
  /** the preview's alternative text */
  preview: string;
  choose: string;
  change: string;
  remove: string;
  uploading: string;
};

type Props = {
  kind: SettingsImageKind;
  value: string | null;
  onChange: (fileId: string | null) => void;
  onUploadingChange: (uploading: boolean) => void;
  texts: SettingsImageTexts;
  /** the preview box, in pixels */
  box: { w: number; h: number };
  /** the form's error for this image (a refused id on save) */
  error?: string;
};

/**
 * An image of the settings (a partner's logo, the company seal): chosen, checked here as the server
 * would check it (kind, size), uploaded at once, and previewed. A saved image is shown from its
 * address (staff may read every file; a partner's logo is public anyway).
 */
export function SettingsImageField({ kind, value, onChange, onUploadingChange, texts, box, error }: Props) {
  const { t } = useTranslation(['admin_settings', 'admin']);
  const labelId = useId();
  const rule = settingsImages[kind];
  const upload = useAdminMutation(uploadOperation[kind]);
  const [preview, setPreview] = useState<{ id: string; src: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    setRefusal(null);
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(rule.extensions as readonly string[]).includes(extension)) return setRefusal(t(rule.errors.type));
    if (file.size > rule.maxBytes) return setRefusal(t(rule.errors.tooLarge));
    onUploadingChange(true);
    try {
      const src = await readDataUrl(file);
      const stored = await upload.mutateAsync({
        file: { name: file.name, type: file.type, base64: src.slice(src.indexOf(',') + 1) },
      });
      setPreview({ id: stored.id, src });
      onChange(stored.id);
    } catch (failure) {
      setRefusal(errorMessage(failure, t, 'admin:actionFailed'));
    } finally {
      onUploadingChange(false);
    }
  };

  const src = value ? (preview?.id === value ? preview.src : filePath(value)) : null;
  const message = refusal ?? error;
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500}>
        {texts.label}
      </Text>
      <Group gap="sm" align="center">
        <Box
          w={box.w}
          h={box.h}
          bd="1px solid var(--mantine-color-gray-3)"
          style={{ display: 'grid', placeItems: 'center', borderRadius: 'var(--mantine-radius-sm)' }}
        >
          {src ? (
            <Image src={src} alt={texts.preview} maw={box.w - 8} mah={box.h - 8} fit="contain" />
          ) : (
            <Text size="xs" c="dimmed" ta="center">
              {texts.none}
            </Text>
          )}
        </Box>
        <FileButton
          onChange={(file) => void choose(file)}
          accept={rule.extensions.map((extension) => `.${extension}`).join(',')}
        >
          {(props) => (
            <Button {...props} variant="default" size="xs" loading={upload.isPending}>
              {value ? texts.change : texts.choose}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button variant="subtle" color="red" size="xs" onClick={() => onChange(null)}>
            {texts.remove}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {upload.isPending ? texts.uploading : texts.hint}
      </Text>
      {message && (
        <Text size="xs" c="red.8" role="alert">
          {message}
        </Text>
      )}
    </Stack>
  );
}
