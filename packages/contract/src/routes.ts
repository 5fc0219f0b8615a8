/**
 * Every route of spec-1 §2 and spec-2 §2, paths spelt exactly as the spec spells them.
 * The web router, the header menus, the server's SPA fallback (200 for a route, 404 for anything
 * else), the sitemap and the e2e route walk all read this one table.
 */

import type { AccessName } from './roles.js';

/**
 * Who may open a page (spec-1 §4 and §6, spec-2 §6): a name of the access vocabulary (roles.ts),
 * the same the server's operations use. Pages are never staff-only (the back office has its own
 * table) nor for visitors only, nor for examinees (the test's page is anyone's, its operations the examinee's).
 */
export type AccessRule = Exclude<AccessName, 'staff' | 'visitor' | 'examinee'>;

/** main: header and footer; bare: outside the main layout (examinee pages). */
export type RouteLayout = 'main' | 'bare';

/** Which side menu a page carries, if any. */
export type RouteSection = 'community' | 'about' | 'mypage' | 'none';

export type RouteDef = {
  /** stable key: page title is the i18n key `routes.{key}` */
  key: RouteKey;
  path: string;
  access: AccessRule;
  layout: RouteLayout;
  section: RouteSection;
};

type Row = readonly [key: string, path: string, access?: AccessRule, section?: RouteSection];

const main = [
  ['home', '/'],
  ['homeAlias', '/Home'],
  ['intro', '/Intro'],
  ['guideIndividual', '/instruction/individual'],
  ['guideOrg', '/instruction/org'],

  ['testingPutt', '/Product/Testing/Putt'],
  ['testingTocc', '/Product/Testing/Tocc'],
  ['testingKat', '/Product/Testing/Kat'],
  ['testingPuttE', '/Product/Testing/Putt_e'],
  ['testingPuttM', '/Product/Testing/Putt_m'],
  ['testingPuttH', '/Product/Testing/Putt_h'],
  ['testingPuttU', '/Product/Testing/Putt_u'],
  ['testingToccE', '/Product/Testing/Tocc_e'],
  ['testingToccH', '/Product/Testing/Tocc_h'],
  ['testingTec', '/Product/Testing/Tec'],

  ['coachingPutt', '/Product/Coaching/Putt'],
  ['coachingPuttE', '/Product/Coaching/Putt_e'],
  ['coachingPuttM', '/Product/Coaching/Putt_m'],
  ['coachingPuttH', '/Product/Coaching/Putt_h'],
  ['coachingPuttU', '/Product/Coaching/Putt_u'],
  ['coachingTocc', '/Product/Coaching/Tocc'],
  ['coachingToccE', '/Product/Coaching/Tocc_e'],
  ['coachingToccM', '/Product/Coaching/Tocc_m'],
  ['coachingToccH', '/Product/Coaching/Tocc_h'],
  ['coachingTec', '/Product/Coaching/Tec'],

  ['activityTalent', '/Product/Activity/Talent', 'signedIn'],
  ['activityTalentE', '/Product/Activity/Talent_e', 'signedIn'],
  ['activityTalentM', '/Product/Activity/Talent_m', 'signedIn'],
  ['activityTalentH', '/Product/Activity/Talent_h', 'signedIn'],
  ['activityTalentU', '/Product/Activity/Talent_u', 'signedIn'],
  ['activityStartup', '/Product/Activity/Startup', 'signedIn'],
  ['activityStartupE', '/Product/Activity/Startup_e', 'signedIn'],
  ['activityStartupM', '/Product/Activity/Startup_m', 'signedIn'],
  ['activityStartupH', '/Product/Activity/Startup_h', 'signedIn'],
  ['activityCareer', '/Product/Activity/Career', 'signedIn'],
  ['activityCareerE', '/Product/Activity/Career_e', 'signedIn'],
  ['activityCareerM', '/Product/Activity/Career_m', 'signedIn'],
  ['activityCareerH', '/Product/Activity/Career_h', 'signedIn'],
  ['activityCareerU', '/Product/Activity/Career_u', 'signedIn'],
  ['activityGrowth', '/Product/Activity/Growth', 'signedIn'],
  ['activityGrowthE', '/Product/Activity/Growth_e', 'signedIn'],
  ['activityGrowthM', '/Product/Activity/Growth_m', 'signedIn'],
  // spelt so in the spec
  ['activityGrowthpH', '/Product/Activity/Growthp_h', 'signedIn'],

  ['expert', '/Product/Expert/Expert', 'signedIn'],
  ['expertE', '/Product/Expert/Expert_e', 'signedIn'],
  ['expertH', '/Product/Expert/Expert_h', 'signedIn'],
  ['expertB', '/Product/Expert/Expert_b', 'signedIn'],
  ['expertP', '/Product/Expert/Expert_p', 'signedIn'],
  ['cert', '/Product/Cert', 'signedIn'],
  // ours (issue 25, decision 024): anyone checks a certificate by its number and holder's name
  ['certVerify', '/Cert/Verify'],

  ['orgHub', '/Org'],
  ['orgPriceTest', '/Org/Test', 'organisation'],
  ['orgPriceActivity', '/Org/Activity', 'organisation'],
  ['orgPriceExpert', '/Org/Expert', 'organisation'],
  ['personalPrice', '/Personal', 'individual'],
  ['personalPriceTest', '/Personal/Test', 'individual'],
  ['personalPriceActivity', '/Personal/Activity', 'individual'],
  ['personalPriceExpert', '/Personal/Expert', 'individual'],
  ['offerPersonal', '/Offer/Personal/:product_key', 'individual'],

  ['qna', '/Qna', 'anyone', 'community'],
  ['qnaContent', '/Qna/Content/:id', 'anyone', 'community'],
  ['notice', '/Notice', 'anyone', 'community'],
  ['noticeContent', '/Notice/Content/:id', 'anyone', 'community'],
  ['press', '/Press', 'anyone', 'community'],
  ['pressContent', '/Press/Content/:id', 'anyone', 'community'],
  ['inquiry', '/Inquiry', 'anyone', 'community'],
  ['orgInquiry', '/OrgInquiry/:pid'],

  ['about', '/About', 'anyone', 'about'],
  ['aboutProfile', '/About/Profile', 'anyone', 'about'],
  ['aboutPhilosophy', '/About/Philosophy', 'anyone', 'about'],
  ['aboutVision', '/About/Vision', 'anyone', 'about'],
  ['aboutOrgChart', '/About/OrgChart', 'anyone', 'about'],
  ['aboutMap', '/About/Map', 'anyone', 'about'],

  ['privacy', '/Privacy'],
  ['login', '/Login'],
  ['join', '/Join'],
  ['joinRegistration', '/Join/Registration'],
  ['joinSuccess', '/Join/Success/:id'],
  ['requestOrgRegist', '/RequestOrgRegist'],

  ['mypage', '/Mypage', 'signedIn', 'mypage'],
  ['mypageModify', '/Mypage/Modify', 'signedIn', 'mypage'],
  ['mypageDelete', '/Mypage/Delete', 'individual', 'mypage'],
  ['orgUsers', '/Mypage/User/Org', 'organisation', 'mypage'],
  ['orgUserRegister', '/Mypage/User/Org/Register', 'orgAdmin', 'mypage'],
  ['orgUserDetail', '/Mypage/User/Org/Detail/:SK', 'organisation', 'mypage'],
  ['personalOrders', '/Mypage/Order/Personal', 'individual', 'mypage'],
  ['personalOrderDetail', '/Mypage/Order/Personal/Detail/:SK', 'individual', 'mypage'],
  ['orgOrders', '/Mypage/Order/Org', 'organisation', 'mypage'],
  ['orgOrderRequest', '/Mypage/Order/Org/Request/:pid', 'organisation', 'mypage'],
  ['orgRequestList', '/Mypage/Order/Org/RequestList', 'organisation', 'mypage'],
  ['orgPurchaseList', '/Mypage/Order/Org/PurchaseList', 'organisation', 'mypage'],
  ['orgOrderDetail', '/Mypage/Order/Org/Detail/:SK', 'organisation', 'mypage'],
  ['orgProject', '/Mypage/Order/Org/Project/:SK', 'organisation', 'mypage'],
  ['orgProjectDetail', '/Mypage/Order/Org/Project/Detail/:SK', 'organisation', 'mypage'],
  // ours (issue 25, decision 023): the spec shows no screen for counselling after the report
  ['mypageCounselling', '/Mypage/Counselling', 'signedIn', 'mypage'],
  // ours (issue 25, decision 024): applying for an expert course's cohort and following it
  ['mypageExpert', '/Mypage/Expert', 'individual', 'mypage'],
  ['mypageExpertApply', '/Mypage/Expert/Apply/:cohortId', 'individual', 'mypage'],
  // ours (issue 25, decision 025): the organisation's Activity programme runs
  ['mypageActivity', '/Mypage/Activity', 'organisation', 'mypage'],
  // ours (issue 44, decision 041): an individual's own data (download, early erasure), a school's
  // processing agreement
  ['mypagePrivacy', '/Mypage/Privacy', 'signedIn', 'mypage'],
  // ours (issue 46, decision 045): the released results of a class (?class=), an order (?order=) or
  // the whole organisation, with their Excel workbook
  ['orgResults', '/Mypage/Order/Org/Results', 'organisation', 'mypage'],
] as const satisfies readonly Row[];

const bare = [
  ['reportDownload', '/ReportDownload/:SK/:TYPE'],
  ['survey', '/Survey/:SK'],
] as const satisfies readonly Row[];

/** Every page's key: a misspelt key in a page table, a link or a menu fails the typecheck. */
export type RouteKey = (typeof main)[number][0] | (typeof bare)[number][0];

function toDefs(rows: readonly Row[], layout: RouteLayout): RouteDef[] {
  return rows.map(([key, path, access = 'anyone', section = 'none']) => ({
    key: key as RouteKey,
    path,
    access,
    layout,
    section,
  }));
}

export const routes: readonly RouteDef[] = [...toDefs(main, 'main'), ...toDefs(bare, 'bare')];

export const routeByKey: ReadonlyMap<RouteKey, RouteDef> = new Map(routes.map((r) => [r.key, r]));

/** The path of a route with its parameters filled in (each one URL-encoded). */
export function pathOf(key: RouteKey, params: Record<string, string> = {}): string {
  const route = routeByKey.get(key);
  if (!route) throw new Error(`unknown route ${key}`);
  return route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`route ${key} needs ${name}`);
    return encodeURIComponent(value);
  });
}

const matchers = routes.map((route) => ({
  route,
  pattern: new RegExp(
    '^' + route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+') + '/?$',
  ),
}));

/** The route a path names (case-sensitive, as spelt), or undefined when it names none. */
export function matchRoute(pathname: string): RouteDef | undefined {
  return matchers.find((m) => m.pattern.test(pathname))?.route;
}
