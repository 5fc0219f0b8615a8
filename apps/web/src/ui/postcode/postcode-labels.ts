import { useTranslation } from 'react-i18next';
import type { PostcodeLabels } from './postcode-field';

/**
 * The postcode field's words, for every form with an address: the `forms` namespace, which loads
 * with the first such form instead of with every page.
 */
export function usePostcodeLabels(): PostcodeLabels {
  const { t } = useTranslation('forms');
  return {
    postCode: t('postcode.postCode'),
    address: t('postcode.address'),
    addressDetail: t('postcode.addressDetail'),
    search: t('postcode.search'),
    dialogTitle: t('postcode.dialogTitle'),
    loadFailed: t('postcode.loadFailed'),
    manualHint: t('postcode.manualHint'),
  };
}
