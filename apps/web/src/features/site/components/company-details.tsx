import { Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '../../../api/site-info';

/**
 * The company's registered data for the footer, as the e-commerce act asks an online seller to show
 * it; staff keep it in the back office settings. A value the server leaves out (a production
 * site's demo value, decision 033) is left out here, and so is a line left empty.
 */
export function CompanyDetails() {
  const { t, i18n } = useTranslation('site');
  const { data } = useSiteInfo();
  if (!data) return null;
  const lang = i18n.language === 'en' ? 'en' : 'ko';
  const labelled = (key: string, value: string | null) => value && `${t(key)}: ${value}`;
  const lines = [
    [
      labelled('representative', data.representative[lang]),
      labelled('businessNumber', data.businessNumber),
      labelled('mailOrderNumber', data.mailOrderNumber),
    ],
    [data.address[lang]],
    [labelled('phone', data.phone), labelled('fax', data.fax), labelled('email', data.email)],
  ]
    .map((line) => line.filter(Boolean).join(' · '))
    .filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <Text component="address" fz="sm" c="gray.4" style={{ fontStyle: 'normal', lineHeight: 1.8 }}>
      {lines.map((line, index) => (
        <Fragment key={line}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}
