import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser tab's title of a back-office page: "page | back office". */
export function useAdminTitle(title: string) {
  const { t } = useTranslation('admin');
  useEffect(() => {
    document.title = `${title} | ${t('brand')}`;
  }, [title, t]);
}
