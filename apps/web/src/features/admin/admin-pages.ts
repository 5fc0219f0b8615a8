import type { ComponentType } from 'react';

type PageLoader = () => Promise<{ default: ComponentType }>;

/** The page component of each back-office route key (packages/contract/src/admin-routes.ts). */
export const adminPageLoaders: Record<string, PageLoader> = {
  adminHome: () => import('./dashboard/dashboard-page'),
  adminOrders: () => import('./orders/orders-page'),
  adminOrderDetail: () => import('./orders/order-detail-page'),
  adminInquiries: () => import('./inquiries/inquiries-page'),
  adminInquiryDetail: () => import('./inquiries/inquiry-detail-page'),
  adminCatalogue: () => import('./catalogue/catalogue-page'),
  adminOutbox: () => import('./outbox/outbox-page'),
  adminJobs: () => import('./outbox/jobs-page'),
  adminSettings: () => import('./settings/settings-page'),
  adminStaff: () => import('./staff-accounts/staff-page'),
  adminAudit: () => import('./audit/audit-page'),
};
