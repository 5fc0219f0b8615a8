import type { PageTable } from './pages';

/** The page component of each My page route (section `mypage`), loaded lazily (see pages.ts). */
export const mypagePages: PageTable = {
  mypage: () => import('../features/account/pages/mypage-page'),
  mypageModify: () => import('../features/account/pages/modify-page'),
  mypageDelete: () => import('../features/account/pages/delete-page'),
  orgUsers: () => import('../features/org-users/pages/org-users-page'),
  orgUserRegister: () => import('../features/org-users/pages/org-user-register-page'),
  orgUserDetail: () => import('../features/org-users/pages/org-user-detail-page'),
  orgOrders: () => import('../features/org-orders/pages/org-orders-page'),
  orgRequestList: () => import('../features/org-orders/pages/org-request-list-page'),
  orgPurchaseList: () => import('../features/org-orders/pages/org-purchase-list-page'),
  orgOrderDetail: () => import('../features/org-orders/pages/org-order-detail-page'),
  personalOrders: () => import('../features/orders/pages/personal-orders-page'),
  personalOrderDetail: () => import('../features/orders/pages/personal-order-detail-page'),
  orgOrderRequest: () => import('../features/org-orders/pages/org-request-page'),
  orgProject: () => import('../features/org-orders/pages/org-project-page'),
  orgProjectDetail: () => import('../features/org-orders/pages/org-project-detail-page'),
  mypageCounselling: () => import('../features/counselling/pages/my-counselling-page'),
  mypageExpert: () => import('../features/expert/pages/my-expert-page'),
  mypageExpertApply: () => import('../features/expert/pages/expert-enrol-page'),
  mypageActivity: () => import('../features/activities/pages/my-activity-page'),
  mypagePrivacy: () => import('../features/privacy/pages/my-privacy-page'),
  orgResults: () => import('../features/school-results/pages/school-results-page'),
};
