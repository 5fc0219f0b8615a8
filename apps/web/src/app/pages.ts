import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };
type PageLoader = () => Promise<PageModule>;

/**
 * The page component of each route key, loaded lazily per area. A route without its own page yet
 * shows the titled page (layout, banner and heading), which the issue that builds it replaces.
 */
const pageLoaders: Record<string, PageLoader> = {
  home: () => import('./home-page'),
  homeAlias: () => import('./home-page'),
  login: () => import('../features/auth/pages/login-page'),
  join: () => import('../features/auth/pages/join-terms-page'),
  joinRegistration: () => import('../features/auth/pages/join-registration-page'),
  joinSuccess: () => import('../features/auth/pages/join-success-page'),
  mypage: () => import('../features/account/pages/mypage-page'),
  mypageModify: () => import('../features/account/pages/modify-page'),
  mypageDelete: () => import('../features/account/pages/delete-page'),
};

const titledPage: PageLoader = () => import('./titled-page');

export function loadPage(key: string): Promise<PageModule> {
  return (pageLoaders[key] ?? titledPage)();
}
