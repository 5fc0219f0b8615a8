import type { PageTable } from './pages';

/** The page component of each My page route (section `mypage`), loaded lazily (see pages.ts). */
export const mypagePages: PageTable = {
  mypage: () => import('../features/account/pages/mypage-page'),
  mypageModify: () => import('../features/account/pages/modify-page'),
  mypageDelete: () => import('../features/account/pages/delete-page'),
  personalOrders: () => import('../features/orders/pages/personal-orders-page'),
  personalOrderDetail: () => import('../features/orders/pages/personal-order-detail-page'),
};
