import { type Lang, langOf } from '@putt/contract/lang';
import { useTranslation } from 'react-i18next';

/** Which of the company data's two texts (ko, en) to show. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return langOf(i18n.language);
}
