import '@mantine/core/styles/Image.css';
import { Box, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { PARTNER_LOGO_MAX_BYTES, partnerLogoExtensions } from '@putt/contract/admin/settings';
import { filePath } from '@putt/contract/files';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import { useAdminMutation } from '../api/admin-api';
import { readDataUrl } from './read-data-url';

const accept = partnerLogoExtensions.map((extension) => `.${extension}`).join(',');

type Props = {
  value: string | null;
  onChange: (fileId: string | null) => void;
  onUploadingChange: (uploading: boolean) => void;
  /** the partner's name, for the preview's text */
  partnerName: string;
  /** the form's error for this logo (a refused id on save) */
  error?: string;
};

/**
 * A partner's logo: chosen, checked here as the server would check it (kind, size), uploaded at
 * once, and previewed. A saved logo is public, so its preview is its address.
 */
export function PartnerLogoField({ value, onChange, onUploadingChange, partnerName, error }: Props) {
  const { t } = useTranslation(['admin_settings', 'admin']);
  const labelId = useId();
  const upload = useAdminMutation('adminUploadPartnerLogo');
  const [preview, setPreview] = useState<{ id: string; src: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    setRefusal(null);
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(partnerLogoExtensions as readonly string[]).includes(extension)) {
      return setRefusal(t('v.logoType'));
    }
    if (file.size > PARTNER_LOGO_MAX_BYTES) return setRefusal(t('v.logoTooLarge'));
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
        {t('partners.logo')}
      </Text>
      <Group gap="sm" align="center">
        <Box
          w={120}
          h={60}
          bd="1px solid var(--mantine-color-gray-3)"
          style={{ display: 'grid', placeItems: 'center', borderRadius: 'var(--mantine-radius-sm)' }}
        >
          {src ? (
            <Image
              src={src}
              alt={t('partners.logoPreview', { name: partnerName })}
              maw={112}
              mah={52}
              fit="contain"
            />
          ) : (
            <Text size="xs" c="dimmed">
              {t('partners.logoNone')}
            </Text>
          )}
        </Box>
        <FileButton onChange={(file) => void choose(file)} accept={accept}>
          {(props) => (
            <Button {...props} variant="default" size="xs" loading={upload.isPending}>
              {value ? t('partners.logoChange') : t('partners.logoChoose')}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button variant="subtle" color="red" size="xs" onClick={() => onChange(null)}>
            {t('partners.logoRemove')}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {upload.isPending ? t('partners.logoUploading') : t('partners.logoHint')}
      </Text>
      {message && (
        <Text size="xs" c="red.8" role="alert">
          {message}
        </Text>
      )}
    </Stack>
  );
}
