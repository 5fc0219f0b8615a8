import type { AdminRouteKey } from '@putt/contract/admin-routes';
import type { ComponentType } from 'react';

type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * The page component of each back-office route key (packages/contract/src/admin-routes.ts); the
 * login page is the shell's own. A route without a page fails the typecheck.
 */
export const adminPageLoaders: Record<Exclude<AdminRouteKey, 'adminLogin'>, PageLoader> = {
  adminHome: () => import('./dashboard/dashboard-page'),
  adminOrders: () => import('./orders/orders-page'),
  adminOrderDetail: () => import('./orders/order-detail-page'),
  adminOrgRequests: () => import('./org-requests/org-requests-page'),
  adminOrgRequestDetail: () => import('./org-requests/org-request-detail-page'),
  adminOrganisations: () => import('./accounts/organisations-page'),
  adminOrganisationDetail: () => import('./accounts/organisation-detail-page'),
  adminMembers: () => import('./accounts/members-page'),
  adminMemberDetail: () => import('./accounts/member-detail-page'),
  adminResults: () => import('./results/results-page'),
  adminCounselling: () => import('./counselling/counselling-page'),
  adminCounsellingDetail: () => import('./counselling/counselling-detail-page'),
  adminCourses: () => import('./courses/courses-page'),
  adminCourseDetail: () => import('./courses/course-detail-page'),
  adminActivities: () => import('./activities/activities-page'),
  adminActivityDetail: () => import('./activities/activity-detail-page'),
  adminInquiries: () => import('./inquiries/inquiries-page'),
  adminInquiryDetail: () => import('./inquiries/inquiry-detail-page'),
  adminErasureRequests: () => import('./erasure-requests/erasure-requests-page'),
  adminCatalogue: () => import('./catalogue/catalogue-page'),
  adminItemBanks: () => import('./item-banks/item-banks-page'),
  adminNorms: () => import('./norms/norms-page'),
  adminBoards: () => import('./boards/boards-page'),
  adminBoardEdit: () => import('./boards/board-edit-page'),
  adminOutbox: () => import('./outbox/outbox-page'),
  adminJobs: () => import('./outbox/jobs-page'),
  adminSettings: () => import('./settings/settings-page'),
  adminStaff: () => import('./staff-accounts/staff-page'),
  adminAudit: () => import('./audit/audit-page'),
  adminAccessReview: () => import('./access-review/access-review-page'),
  adminSecurity: () => import('./security/security-page'),
};
