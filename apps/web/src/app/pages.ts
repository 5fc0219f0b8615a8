import type { RouteDef, RouteKey } from '@putt/contract/routes';
import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;
/** A page table: a misspelt route key fails the typecheck instead of showing the titled page. */
export type PageTable = Partial<Record<RouteKey, PageLoader>>;

/**
 * The page component of each route key, loaded lazily per area. A route without its own page yet
 * shows the titled page (layout, banner and heading), which the issue that builds it replaces.
 * The pages of My page (section `mypage`) have their own table (mypage-pages.ts), loaded with the
 * first of them: the entry carries only the public pages' table, whatever the member area grows to.
 */
// Pages shared by several routes: each reads its route key to know what to show.
const productList: PageLoader = () => import('../features/catalogue/pages/product-list-page');
const productDetail: PageLoader = () => import('../features/catalogue/pages/product-detail-page');
const orgPrice: PageLoader = () => import('../features/catalogue/pages/org-price-page');
const personalPrice: PageLoader = () => import('../features/catalogue/pages/personal-price-page');
const guide: PageLoader = () => import('../features/guide/pages/guide-page');
const boardContent: PageLoader = () => import('../features/boards/pages/board-content-page');

const publicPages: PageTable = {
  home: () => import('./home/home-page'),
  homeAlias: () => import('./home/home-page'),
  login: () => import('../features/auth/pages/login-page'),
  join: () => import('../features/auth/pages/join-terms-page'),
  joinRegistration: () => import('../features/auth/pages/join-registration-page'),
  joinSuccess: () => import('../features/auth/pages/join-success-page'),
  testingKat: () => import('../features/catalogue/pages/kat-page'),
  cert: () => import('../features/catalogue/pages/cert-page'),
  certVerify: () => import('../features/expert/pages/cert-verify-page'),
  orgHub: () => import('../features/catalogue/pages/org-hub-page'),
  orgPriceTest: orgPrice,
  orgPriceActivity: orgPrice,
  orgPriceExpert: orgPrice,
  personalPrice: personalPrice,
  personalPriceTest: personalPrice,
  personalPriceActivity: personalPrice,
  personalPriceExpert: personalPrice,
  intro: () => import('../features/guide/pages/intro-page'),
  guideIndividual: guide,
  guideOrg: guide,
  about: () => import('../features/about/pages/about-page'),
  aboutProfile: () => import('../features/about/pages/profile-page'),
  aboutPhilosophy: () => import('../features/about/pages/philosophy-page'),
  aboutVision: () => import('../features/about/pages/vision-page'),
  aboutOrgChart: () => import('../features/about/pages/org-chart-page'),
  aboutMap: () => import('../features/about/pages/map-page'),
  privacy: () => import('../features/about/pages/privacy-page'),
  qna: () => import('../features/boards/pages/qna-page'),
  notice: () => import('../features/boards/pages/notice-page'),
  press: () => import('../features/boards/pages/press-page'),
  qnaContent: boardContent,
  noticeContent: boardContent,
  pressContent: boardContent,
  offerPersonal: () => import('../features/orders/pages/offer-personal-page'),
  inquiry: () => import('../features/inquiry/pages/inquiry-page'),
  orgInquiry: () => import('../features/inquiry/pages/org-inquiry-page'),
  requestOrgRegist: () => import('../features/inquiry/pages/request-org-regist-page'),
  survey: () => import('../features/survey/pages/survey-page'),
  reportDownload: () => import('../features/reports/pages/report-download-page'),
};

const titledPage: PageLoader = () => import('./titled-page');

export async function loadPage({ key, section }: RouteDef): Promise<PageModule> {
  const loader = section === 'mypage' ? (await import('./mypage-pages')).mypagePages[key] : publicPages[key];
  if (loader) return loader();
  // The catalogue's many product routes share one list and one detail page; which routes they are
  // is the catalogue's content, loaded with it rather than with every page of the site.
  const { detailPages, listPages } = await import('../features/catalogue/content/catalogue-pages');
  if (key in listPages) return productList();
  if (key in detailPages) return productDetail();
  return titledPage();
}

const loadedPages = new Map<RouteKey, ComponentType>();

/** Loads a page's code ahead of the first render, so a prerendered page is replaced without a gap. */
export async function preloadPage(route: RouteDef): Promise<void> {
  loadedPages.set(route.key, (await loadPage(route)).default);
}

/** The page's component if its code is already here. */
export function loadedPage(key: RouteKey): ComponentType | undefined {
  return loadedPages.get(key);
}
