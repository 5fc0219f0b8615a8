import type { StaffRole } from './admin/common.js';

/**
 * The back office's pages under /Admin (ours: the spec leaves the administrator side "not shown").
 * Kept apart from the spec's route table: they are not in the sitemap, not prerendered, and the
 * server sends them with `noindex`. The web's admin area and the server's page routes read this.
 */
export type AdminRouteDef = {
  key: AdminRouteKey;
  path: string;
  /**
   * the least staff role that may open it (admin-common's staffRoleAllows): 'admin' for settings,
   * staff accounts and the audit log; 'counsellor' for the counselling pages a counsellor works in
   */
  staffRole: StaffRole;
  /** the group of the side navigation it appears under; detail pages have none */
  nav?: 'work' | 'content' | 'system';
};

type Row = [key: string, path: string, nav?: AdminRouteDef['nav'], staffRole?: AdminRouteDef['staffRole']];

const rows = [
  ['adminLogin', '/Admin/Login'],
  ['adminHome', '/Admin', 'work'],
  ['adminOrders', '/Admin/Orders', 'work'],
  ['adminOrderDetail', '/Admin/Orders/:SK'],
  ['adminOrgRequests', '/Admin/OrgRequests', 'work'],
  ['adminOrgRequestDetail', '/Admin/OrgRequests/:id'],
  ['adminOrganisations', '/Admin/Organisations', 'work'],
  ['adminOrganisationDetail', '/Admin/Organisations/:id'],
  ['adminMembers', '/Admin/Members', 'work'],
  ['adminMemberDetail', '/Admin/Members/:id'],
  ['adminResults', '/Admin/Results', 'work'],
  ['adminCounselling', '/Admin/Counselling', 'work', 'counsellor'],
  ['adminCounsellingDetail', '/Admin/Counselling/:id', undefined, 'counsellor'],
  ['adminCourses', '/Admin/Courses', 'work'],
  ['adminCourseDetail', '/Admin/Courses/:id'],
  ['adminActivities', '/Admin/Activities', 'work'],
  ['adminActivityDetail', '/Admin/Activities/:id'],
  ['adminInquiries', '/Admin/Inquiries', 'work'],
  ['adminInquiryDetail', '/Admin/Inquiries/:kind/:id'],
  ['adminErasureRequests', '/Admin/ErasureRequests', 'work'],
  ['adminCatalogue', '/Admin/Catalogue', 'content'],
  ['adminItemBanks', '/Admin/ItemBanks', 'content'],
  ['adminNorms', '/Admin/Norms', 'content'],
  ['adminBoards', '/Admin/Boards', 'content'],
  ['adminBoardEdit', '/Admin/Boards/:kind/:id'],
  ['adminOutbox', '/Admin/Outbox', 'system'],
  ['adminJobs', '/Admin/Jobs', 'system'],
  ['adminSettings', '/Admin/Settings', 'system', 'admin'],
  ['adminStaff', '/Admin/Staff', 'system', 'admin'],
  ['adminAudit', '/Admin/Audit', 'system', 'admin'],
  ['adminAccessReview', '/Admin/AccessReview', 'system', 'admin'],
  ['adminSecurity', '/Admin/Security', 'system', 'counsellor'],
] as const satisfies readonly Row[];

/** A back-office page's key: a misspelt key, or a page table without one of them, fails the typecheck. */
export type AdminRouteKey = (typeof rows)[number][0];

export const adminRoutes: readonly AdminRouteDef[] = rows.map((row: Row) => {
  const [key, path, nav, staffRole] = row;
  return { key: key as AdminRouteKey, path, staffRole: staffRole ?? 'operator', ...(nav ? { nav } : {}) };
});

const byKey = new Map(adminRoutes.map((route) => [route.key, route]));

/** The path of a back-office page with its parameters filled in (each one URL-encoded). */
export function adminPath(key: AdminRouteKey, params: Record<string, string> = {}): string {
  const route = byKey.get(key);
  if (!route) throw new Error(`unknown admin route ${key}`);
  return route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`admin route ${key} needs ${name}`);
    return encodeURIComponent(value);
  });
}
