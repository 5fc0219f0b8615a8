import type { TFunction } from 'i18next';
import type { PostcodeLabels } from './postcode-field';

/** The postcode field's words (common strings), for every form with an address. */
export const postcodeLabels = (t: TFunction): PostcodeLabels => ({
  postCode: t('common:postcode.postCode'),
  address: t('common:postcode.address'),
  addressDetail: t('common:postcode.addressDetail'),
  search: t('common:postcode.search'),
  dialogTitle: t('common:postcode.dialogTitle'),
  loadFailed: t('common:postcode.loadFailed'),
});
