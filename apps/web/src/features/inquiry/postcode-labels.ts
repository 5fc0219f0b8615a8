import type { TFunction } from 'i18next';
import type { PostcodeLabels } from '../../ui/postcode/postcode-field';

/** The shared postcode field's words, from this feature's strings. */
export const postcodeLabels = (t: TFunction): PostcodeLabels => ({
  postCode: t('postcode.postCode'),
  address: t('postcode.address'),
  addressDetail: t('postcode.addressDetail'),
  search: t('postcode.search'),
  dialogTitle: t('postcode.dialogTitle'),
  loadFailed: t('postcode.loadFailed'),
});
