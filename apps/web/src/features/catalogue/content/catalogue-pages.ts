import type { RouteKey } from '@putt/contract/routes';
import type { Level, ProductType } from '@putt/contract/catalogue';

/** The four product areas; each has its page content in content/{area}/{ko,en}.json. */
export type Area = 'testing' | 'coaching' | 'activity' | 'expert';

export type DetailDef = {
  area: Area;
  /** the list page the back button returns to */
  list: RouteKey;
  level: Level | null;
  /** the products the page sells, main one first (prices come from getProducts) */
  types: ProductType[];
};

export type ListDef = { area: Area; tabs: TabSet; items: RouteKey[] };

export type TabSet = 'testing' | 'coaching' | 'activity' | 'expert';

/** Tab bars by set: route keys, labelled by the header menu's labels. */
export const tabSets: Record<TabSet, { route: RouteKey; label: string }[]> = {
  testing: [
    { route: 'testingPutt', label: 'nav.puttTest' },
    { route: 'testingTocc', label: 'nav.toccTest' },
    { route: 'testingKat', label: 'nav.katTest' },
  ],
  coaching: [
    { route: 'coachingPutt', label: 'nav.puttCoaching' },
    { route: 'coachingTocc', label: 'nav.toccCoaching' },
  ],
  activity: [
    { route: 'activityTalent', label: 'nav.talent' },
    { route: 'activityStartup', label: 'nav.startup' },
    { route: 'activityCareer', label: 'nav.career' },
    { route: 'activityGrowth', label: 'nav.growth' },
  ],
  expert: [
    { route: 'expert', label: 'nav.expertCourses' },
    { route: 'cert', label: 'nav.cert' },
  ],
};

const detail = (area: Area, list: RouteKey, level: Level | null, ...types: ProductType[]): DetailDef => ({
  area,
  list,
  level,
  types,
});

/**
 * Every detail page of the catalogue by route key. The growth-portfolio routes are spelt _e, _m
 * and p_h, but the spec's growth levels are middle, high and university (decision 006).
 */
export const detailPages: Partial<Record<RouteKey, DetailDef>> = {
  testingPuttE: detail('testing', 'testingPutt', 'E', 'putt_e'),
  testingPuttM: detail('testing', 'testingPutt', 'M', 'putt_m'),
  testingPuttH: detail('testing', 'testingPutt', 'H', 'putt_h'),
  testingPuttU: detail('testing', 'testingPutt', 'U', 'putt_u'),
  testingToccE: detail('testing', 'testingTocc', 'E', 'tocc_e'),
  testingToccH: detail('testing', 'testingTocc', 'M', 'tocc_h'),
  testingTec: detail('testing', 'testingTocc', 'U', 'tec'),

  coachingPuttE: detail('coaching', 'coachingPutt', 'E', 'coach_putt_e', 'coach_putt_tocc_e'),
  coachingPuttM: detail('coaching', 'coachingPutt', 'M', 'coach_putt_m', 'coach_putt_tocc_m'),
  coachingPuttH: detail('coaching', 'coachingPutt', 'H', 'coach_putt_h', 'coach_putt_tocc_h'),
  coachingPuttU: detail('coaching', 'coachingPutt', 'U', 'coach_putt_u', 'coach_putt_tec'),
  coachingToccE: detail('coaching', 'coachingTocc', 'E', 'coach_tocc_e', 'coach_putt_tocc_e'),
  coachingToccM: detail('coaching', 'coachingTocc', 'M', 'coach_tocc_m', 'coach_putt_tocc_m'),
  coachingToccH: detail('coaching', 'coachingTocc', 'H', 'coach_tocc_h', 'coach_putt_tocc_h'),
  coachingTec: detail('coaching', 'coachingTocc', 'U', 'coach_tec', 'coach_putt_tec'),

  activityTalentE: detail('activity', 'activityTalent', 'E', 'activity_putt_e'),
  activityTalentM: detail('activity', 'activityTalent', 'M', 'activity_putt_m'),
  activityTalentH: detail('activity', 'activityTalent', 'H', 'activity_putt_h'),
  activityTalentU: detail('activity', 'activityTalent', 'U', 'activity_putt_u'),
  activityStartupE: detail('activity', 'activityStartup', 'E', 'activity_startup_e'),
  activityStartupM: detail('activity', 'activityStartup', 'M', 'activity_startup_m'),
  activityStartupH: detail('activity', 'activityStartup', 'H', 'activity_startup_h'),
  activityCareerE: detail('activity', 'activityCareer', 'E', 'activity_ds_e'),
  activityCareerM: detail('activity', 'activityCareer', 'M', 'activity_ds_m'),
  activityCareerH: detail('activity', 'activityCareer', 'H', 'activity_ds_h'),
  activityCareerU: detail('activity', 'activityCareer', 'U', 'activity_ds_u'),
  activityGrowthE: detail('activity', 'activityGrowth', 'M', 'activity_folio_m'),
  activityGrowthM: detail('activity', 'activityGrowth', 'H', 'activity_folio_h'),
  activityGrowthpH: detail('activity', 'activityGrowth', 'U', 'activity_folio_u'),

  expertE: detail('expert', 'expert', null, 'expert_putt_e'),
  expertH: detail('expert', 'expert', null, 'expert_putt_h'),
  expertB: detail('expert', 'expert', null, 'expert_putt_b'),
  expertP: detail('expert', 'expert', null, 'expert_growth'),
};

const itemsOf = (list: RouteKey) =>
  (Object.keys(detailPages) as RouteKey[]).filter((key) => detailPages[key]!.list === list);

/** Every list page with its tiles, in the order of the detail table above. */
export const listPages: Partial<Record<RouteKey, ListDef>> = {
  testingPutt: { area: 'testing', tabs: 'testing', items: itemsOf('testingPutt') },
  testingTocc: { area: 'testing', tabs: 'testing', items: itemsOf('testingTocc') },
  coachingPutt: { area: 'coaching', tabs: 'coaching', items: itemsOf('coachingPutt') },
  coachingTocc: { area: 'coaching', tabs: 'coaching', items: itemsOf('coachingTocc') },
  activityTalent: { area: 'activity', tabs: 'activity', items: itemsOf('activityTalent') },
  activityStartup: { area: 'activity', tabs: 'activity', items: itemsOf('activityStartup') },
  activityCareer: { area: 'activity', tabs: 'activity', items: itemsOf('activityCareer') },
  activityGrowth: { area: 'activity', tabs: 'activity', items: itemsOf('activityGrowth') },
  expert: { area: 'expert', tabs: 'expert', items: itemsOf('expert') },
};

/** The i18n namespace of an area's content. */
export const contentNs = (area: Area) => `catalogue_${area}`;
