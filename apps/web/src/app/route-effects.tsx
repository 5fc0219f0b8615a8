import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCurrentRoute } from '../ui/use-current-route';

/**
 * Every navigation: scroll to the top, set the page title (default: the company name) and the
 * meta description.
 */
export function RouteEffects() {
  const { t, i18n } = useTranslation();
  const route = useCurrentRoute();
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    const company = t('company.name');
    if (!route) document.title = `${t('notFound.title')} | ${company}`;
    else if (route.key === 'home' || route.key === 'homeAlias') document.title = company;
    else document.title = `${t(`routes:${route.key}.title`)} | ${company}`;
  }, [route, t, i18n.language]);

  // The descriptions load on first use: a prerendered page has its own in the HTML already.
  useEffect(() => {
    let current = true;
    void i18n.loadNamespaces('descriptions').then(() => {
      if (!current) return;
      const description = route ? i18n.t(`descriptions:${route.key}`) : i18n.t('company.description');
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    });
    return () => {
      current = false;
    };
  }, [route, i18n, i18n.language]);

  return null;
}
