import { useTranslation } from 'react-i18next';
import { SettingsImageField } from './settings-image-field';

type Props = {
  value: string | null;
  onChange: (fileId: string | null) => void;
  onUploadingChange: (uploading: boolean) => void;
  /** the partner's name, for the preview's text */
  partnerName: string;
  /** the form's error for this logo (a refused id on save) */
  error?: string;
};

/** A partner's logo (png, jpg or webp): uploaded at once, public once the list is saved. */
export function PartnerLogoField({ partnerName, ...props }: Props) {
  const { t } = useTranslation(['admin_settings', 'admin']);
  return (
    <SettingsImageField
      {...props}
      kind="partnerLogo"
      box={{ w: 120, h: 60 }}
      texts={{
        label: t('partners.logo'),
        hint: t('partners.logoHint'),
        none: t('partners.logoNone'),
        preview: t('partners.logoPreview', { name: partnerName }),
        choose: t('partners.logoChoose'),
        change: t('partners.logoChange'),
        remove: t('partners.logoRemove'),
        uploading: t('partners.logoUploading'),
      }}
    />
  );
}
