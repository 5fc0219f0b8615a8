import { langOf } from '@putt/contract/lang';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '../../../api/site-info';

/**
 * The company's registered data for the footer, as the e-commerce act asks an online seller to show
 * it; staff keep it in the back office settings. A value the server leaves out (a production
 * site's demo value, decision 033) is left out here, and so is a line left empty. The footer loads
 * it once the page has hydrated (site-footer.tsx).
 */
export default function CompanyDetails() {
  const { t, i18n } = useTranslation('site');
  const data = useSiteInfo().data;
  const lang = langOf(i18n.language);
  // label key (none for the address) and value, line by line
  const text =
    data &&
    [
      [
        ['representative', data.representative[lang]],
        ['businessNumber', data.businessNumber],
        ['mailOrderNumber', data.mailOrderNumber],
      ],
      [['', data.address[lang]]],
      [
        ['phone', data.phone],
        ['fax', data.fax],
        ['email', data.email],
      ],
    ]
      .map((line) =>
        line
          .filter(([, value]) => value)
          .map(([key, value]) => (key ? `${t(key)}: ${value}` : value))
          .join(' · '),
      )
      .filter(Boolean)
      .join('\n');
  return text ? (
    <Text
      component="address"
      fz="sm"
      c="gray.4"
      style={{ fontStyle: 'normal', lineHeight: 1.8, whiteSpace: 'pre-line' }}
    >
      {text}
    </Text>
  ) : null;
}
