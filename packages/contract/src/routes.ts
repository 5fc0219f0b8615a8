/**
 * Every route of spec-1 §2 and spec-2 §2, paths spelt exactly as the spec spells them.
 * The web router, the header menus, the server's SPA fallback (200 for a route, 404 for anything
 * else), the sitemap and the e2e route walk all read this one table.
 */

/**
 * Who may open a page (spec-1 §4 and §6, spec-2 §6):
 * - public: anyone;
 * - loggedIn: any logged-in member, individual or organisation;
 * - personal: logged-in individual members only;
 * - org: organisation users and admins only;
 * - orgAdmin: organisation admins only.
 */
export const accessRules = ['public', 'loggedIn', 'personal', 'org', 'orgAdmin'] as const;
export type AccessRule = (typeof accessRules)[number];

/** main: header and footer; bare: outside the main layout (examinee pages). */
export type RouteLayout = 'main' | 'bare';

/** Which side menu a page carries, if any. */
export type RouteSection = 'community' | 'about' | 'mypage' | 'none';

export type RouteDef = {
  /** stable key: page title is the i18n key `routes.{key}` */
  key: string;
  path: string;
  access: AccessRule;
  layout: RouteLayout;
  section: RouteSection;
};

type Row = [key: string, path: string, access?: AccessRule, section?: RouteSection];

const main: Row[] = [
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

  ['activityTalent', '/Product/Activity/Talent', 'loggedIn'],
  ['activityTalentE', '/Product/Activity/Talent_e', 'loggedIn'],
  ['activityTalentM', '/Product/Activity/Talent_m', 'loggedIn'],
  ['activityTalentH', '/Product/Activity/Talent_h', 'loggedIn'],
  ['activityTalentU', '/Product/Activity/Talent_u', 'loggedIn'],
  ['activityStartup', '/Product/Activity/Startup', 'loggedIn'],
  ['activityStartupE', '/Product/Activity/Startup_e', 'loggedIn'],
  ['activityStartupM', '/Product/Activity/Startup_m', 'loggedIn'],
  ['activityStartupH', '/Product/Activity/Startup_h', 'loggedIn'],
  ['activityCareer', '/Product/Activity/Career', 'loggedIn'],
  ['activityCareerE', '/Product/Activity/Career_e', 'loggedIn'],
  ['activityCareerM', '/Product/Activity/Career_m', 'loggedIn'],
  ['activityCareerH', '/Product/Activity/Career_h', 'loggedIn'],
  ['activityCareerU', '/Product/Activity/Career_u', 'loggedIn'],
  ['activityGrowth', '/Product/Activity/Growth', 'loggedIn'],
  ['activityGrowthE', '/Product/Activity/Growth_e', 'loggedIn'],
  ['activityGrowthM', '/Product/Activity/Growth_m', 'loggedIn'],
  // spelt so in the spec
  ['activityGrowthpH', '/Product/Activity/Growthp_h', 'loggedIn'],

  ['expert', '/Product/Expert/Expert', 'loggedIn'],
  ['expertE', '/Product/Expert/Expert_e', 'loggedIn'],
  ['expertH', '/Product/Expert/Expert_h', 'loggedIn'],
  ['expertB', '/Product/Expert/Expert_b', 'loggedIn'],
  ['expertP', '/Product/Expert/Expert_p', 'loggedIn'],
  ['cert', '/Product/Cert', 'loggedIn'],

  ['orgHub', '/Org'],
  ['orgPriceTest', '/Org/Test', 'org'],
  ['orgPriceActivity', '/Org/Activity', 'org'],
  ['orgPriceExpert', '/Org/Expert', 'org'],
  ['personalPrice', '/Personal', 'personal'],
  ['personalPriceTest', '/Personal/Test', 'personal'],
  ['personalPriceActivity', '/Personal/Activity', 'personal'],
  ['personalPriceExpert', '/Personal/Expert', 'personal'],
  ['offerPersonal', '/Offer/Personal/:product_key', 'personal'],

  ['qna', '/Qna', 'public', 'community'],
  ['qnaContent', '/Qna/Content/:id', 'public', 'community'],
  ['notice', '/Notice', 'public', 'community'],
  ['noticeContent', '/Notice/Content/:id', 'public', 'community'],
  ['press', '/Press', 'public', 'community'],
  ['pressContent', '/Press/Content/:id', 'public', 'community'],
  ['inquiry', '/Inquiry', 'public', 'community'],
  ['orgInquiry', '/OrgInquiry/:pid'],

  ['about', '/About', 'public', 'about'],
  ['aboutProfile', '/About/Profile', 'public', 'about'],
  ['aboutPhilosophy', '/About/Philosophy', 'public', 'about'],
  ['aboutVision', '/About/Vision', 'public', 'about'],
  ['aboutOrgChart', '/About/OrgChart', 'public', 'about'],
  ['aboutMap', '/About/Map', 'public', 'about'],

  ['privacy', '/Privacy'],
  ['login', '/Login'],
  ['join', '/Join'],
  ['joinRegistration', '/Join/Registration'],
  ['joinSuccess', '/Join/Success/:id'],
  ['requestOrgRegist', '/RequestOrgRegist'],

  ['mypage', '/Mypage', 'loggedIn', 'mypage'],
  ['mypageModify', '/Mypage/Modify', 'loggedIn', 'mypage'],
  ['mypageDelete', '/Mypage/Delete', 'personal', 'mypage'],
  ['orgUsers', '/Mypage/User/Org', 'org', 'mypage'],
  ['orgUserRegister', '/Mypage/User/Org/Register', 'orgAdmin', 'mypage'],
  ['orgUserDetail', '/Mypage/User/Org/Detail/:SK', 'org', 'mypage'],
  ['personalOrders', '/Mypage/Order/Personal', 'personal', 'mypage'],
  ['personalOrderDetail', '/Mypage/Order/Personal/Detail/:SK', 'personal', 'mypage'],
  ['orgOrders', '/Mypage/Order/Org', 'org', 'mypage'],
  ['orgOrderRequest', '/Mypage/Order/Org/Request/:pid', 'org', 'mypage'],
  ['orgRequestList', '/Mypage/Order/Org/RequestList', 'org', 'mypage'],
  ['orgPurchaseList', '/Mypage/Order/Org/PurchaseList', 'org', 'mypage'],
  ['orgOrderDetail', '/Mypage/Order/Org/Detail/:SK', 'org', 'mypage'],
  ['orgProject', '/Mypage/Order/Org/Project/:SK', 'org', 'mypage'],
  ['orgProjectDetail', '/Mypage/Order/Org/Project/Detail/:SK', 'org', 'mypage'],
];

const bare: Row[] = [
  ['reportDownload', '/ReportDownload/:SK/:TYPE'],
  ['survey', '/Survey/:SK'],
];

function toDefs(rows: Row[], layout: RouteLayout): RouteDef[] {
  return rows.map(([key, path, access = 'public', section = 'none']) => ({
    key,
    path,
    access,
    layout,
    section,
  }));
}

export const routes: readonly RouteDef[] = [...toDefs(main, 'main'), ...toDefs(bare, 'bare')];

export const routeByKey: ReadonlyMap<string, RouteDef> = new Map(routes.map((r) => [r.key, r]));

/** The path of a route with its parameters filled in (each one URL-encoded). */
export function pathOf(key: string, params: Record<string, string> = {}): string {
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
