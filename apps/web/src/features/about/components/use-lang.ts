import type { Lang } from '@putt/contract/lang';
import { useTranslation } from 'react-i18next';

/** Which of the company data's two texts (ko, en) to show. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'ko';
}
