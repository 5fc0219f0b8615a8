import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePageOwnTitle } from '../ui/page-title';
import { useCurrentRoute } from '../ui/use-current-route';

/**
 * Every navigation: scroll to the top, set the page title (default: the company name) and the
 * meta description; after a navigation inside the app (not on the first page), focus moves to the
 * new page's heading and the title is announced, so keyboard and screen-reader users continue on
 * the new page instead of at the link they left.
 */
export function RouteEffects() {
  const { t, i18n } = useTranslation();
  const route = useCurrentRoute();
  const own = usePageOwnTitle();
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const announcer = useRef<HTMLDivElement>(null);

  // before the navigation's effect below, which announces the new title
  useEffect(() => {
    const company = t('company.name');
    if (!route) document.title = `${t('notFound.title')} | ${company}`;
    else if (route.key === 'home' || route.key === 'homeAlias') document.title = company;
    else document.title = `${own ?? t(`routes:${route.key}.title`)} | ${company}`;
  }, [route, own, t, i18n.language]);

  useEffect(() => {
    window.scrollTo(0, 0);
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    // loaded just after the first page (main.tsx): here at once, yet not in the first load
    const region = announcer.current;
    void import('../ui/focus/focus-memory').then(({ focusNewPage }) => focusNewPage(region));
  }, [pathname]);

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

  return (
    // filled only by the effect above: the prerendered page and the app render it empty alike
    <VisuallyHidden ref={announcer} role="status" aria-live="polite" />
  );
}
