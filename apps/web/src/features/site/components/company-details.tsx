import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '../../../api/site-info';

/** The company's registered data for the footer; staff keep it in the back office settings. */
export function CompanyDetails() {
  const { t, i18n } = useTranslation('site');
  const { data } = useSiteInfo();
  if (!data) return null;
  const lang = i18n.language === 'en' ? 'en' : 'ko';
  return (
    <Text component="address" fz="sm" c="gray.4" style={{ fontStyle: 'normal', lineHeight: 1.8 }}>
      {t('representative')}: {data.representative[lang]} · {t('businessNumber')}: {data.businessNumber}
      <br />
      {data.address[lang]}
      <br />
      {t('phone')}: {data.phone} · {t('fax')}: {data.fax} · {t('email')}: {data.email}
    </Text>
  );
}
