import type { RouteKey } from '@putt/contract/routes';
/**
 * The public header's menus (spec-1 §2, spec-2 §2 item 10) and the side menus, by route key.
 * Labels: `nav.{group}` for groups; items use their route's title unless `label` says otherwise.
 */
export type MenuItem = {
  route: RouteKey;
  label?: string;
  /** pages outside the item's path that belong to it in the side menu (the application to its list) */
  lights?: readonly RouteKey[];
};
export type MenuGroup = { id: string; items: MenuItem[] };

export const headerMenus: MenuGroup[] = [
  { id: 'intro', items: [{ route: 'intro' }, { route: 'guideIndividual' }, { route: 'guideOrg' }] },
  {
    id: 'testing',
    items: [
      { route: 'testingPutt', label: 'nav.puttTest' },
      { route: 'testingTocc', label: 'nav.toccTest' },
      { route: 'testingKat', label: 'nav.katTest' },
    ],
  },
  {
    id: 'coaching',
    items: [
      { route: 'coachingPutt', label: 'nav.puttCoaching' },
      { route: 'coachingTocc', label: 'nav.toccCoaching' },
    ],
  },
  {
    id: 'activity',
    items: [
      { route: 'activityTalent', label: 'nav.talent' },
      { route: 'activityStartup', label: 'nav.startup' },
      { route: 'activityCareer', label: 'nav.career' },
      { route: 'activityGrowth', label: 'nav.growth' },
    ],
  },
  {
    id: 'expert',
    items: [
      { route: 'expert', label: 'nav.expertCourses' },
      { route: 'cert', label: 'nav.cert' },
    ],
  },
  { id: 'org', items: [{ route: 'orgHub' }] },
];

export const sideMenus: Record<'community' | 'about', MenuItem[]> = {
  community: [{ route: 'notice' }, { route: 'inquiry' }, { route: 'press' }, { route: 'qna' }],
  about: [
    { route: 'about' },
    { route: 'aboutProfile' },
    { route: 'aboutPhilosophy' },
    { route: 'aboutVision' },
    { route: 'aboutOrgChart' },
    { route: 'aboutMap' },
  ],
};

/** The my page sidebar by member kind (spec-1 §2): organisation members, or individuals. */
export const mypageMenus: Record<'org' | 'personal', MenuItem[]> = {
  org: [
    // the application page (/Mypage/Order/Org/Request/…) sits under 진단 검사 관리's path, but
    // what it makes is listed here (issue 40)
    { route: 'orgRequestList', lights: ['orgOrderRequest'] },
    { route: 'orgOrders' },
    { route: 'orgPurchaseList' },
    { route: 'orgResults' },
    { route: 'mypageActivity' },
    { route: 'mypageCounselling' },
    { route: 'orgUsers' },
    { route: 'mypagePrivacy' },
    { route: 'mypageModify' },
  ],
  personal: [
    { route: 'personalOrders' },
    { route: 'mypageCounselling' },
    { route: 'mypageExpert' },
    { route: 'mypagePrivacy' },
    { route: 'mypageModify' },
  ],
};
