import type { Level, ProductKey, ProductKind, ProductType } from '@putt/contract/catalogue';

export type CatalogueProduct = {
  SK: string;
  type: ProductType;
  kind: ProductKind;
  level: Level | null;
  name: string;
  nameEn: string;
  price: number;
};

const survey = (type: ProductType, level: Level, price: number, name: string, nameEn: string) =>
  ({ SK: type, type, kind: 'SURVEY', level, name, nameEn, price }) as const satisfies CatalogueProduct;

/**
 * Tests and counselling at the organisation price per person (spec-1 §9): single test 5,500
 * (university 7,700; two tests are two lines), counselling on one test 50,000 (university 60,000),
 * on both 60,000 (university 70,000).
 */
export const surveyProducts: CatalogueProduct[] = [
  survey('putt_e', 'E', 5_500, 'PUTT 다재능검사 (초등)', 'PUTT Multi-Talent Test (elementary)'),
  survey('putt_m', 'M', 5_500, 'PUTT 다재능검사 (중등)', 'PUTT Multi-Talent Test (middle school)'),
  survey('putt_h', 'H', 5_500, 'PUTT 다재능검사 (고등)', 'PUTT Multi-Talent Test (high school)'),
  survey('putt_u', 'U', 7_700, 'PUTT 다재능검사 (대학)', 'PUTT Multi-Talent Test (university)'),
  survey('tocc_e', 'E', 5_500, 'TOCC 창의성역량검사 (아동용)', 'TOCC Creativity Competency Test (child)'),
  survey('tocc_h', 'H', 5_500, 'TOCC 창의성역량검사 (청소년용)', 'TOCC Creativity Competency Test (teen)'),
  survey('tec', 'U', 7_700, 'TEC 창의성역량검사 (전문가용)', 'TEC Creativity Competency Test (expert)'),
  survey('coach_putt_e', 'E', 50_000, 'PUTT 상담코칭 (초등)', 'PUTT coaching (elementary)'),
  survey('coach_putt_m', 'M', 50_000, 'PUTT 상담코칭 (중등)', 'PUTT coaching (middle school)'),
  survey('coach_putt_h', 'H', 50_000, 'PUTT 상담코칭 (고등)', 'PUTT coaching (high school)'),
  survey('coach_putt_u', 'U', 60_000, 'PUTT 상담코칭 (대학)', 'PUTT coaching (university)'),
  survey('coach_tocc_e', 'E', 50_000, 'TOCC 상담코칭 (초등)', 'TOCC coaching (elementary)'),
  survey('coach_tocc_m', 'M', 50_000, 'TOCC 상담코칭 (중등)', 'TOCC coaching (middle school)'),
  survey('coach_tocc_h', 'H', 50_000, 'TOCC 상담코칭 (고등)', 'TOCC coaching (high school)'),
  survey(
    'coach_putt_tocc_e',
    'E',
    60_000,
    'PUTT+TOCC 통합 상담코칭 (초등)',
    'PUTT+TOCC coaching (elementary)',
  ),
  survey(
    'coach_putt_tocc_m',
    'M',
    60_000,
    'PUTT+TOCC 통합 상담코칭 (중등)',
    'PUTT+TOCC coaching (middle school)',
  ),
  survey(
    'coach_putt_tocc_h',
    'H',
    60_000,
    'PUTT+TOCC 통합 상담코칭 (고등)',
    'PUTT+TOCC coaching (high school)',
  ),
  survey(
    'coach_putt_tocc_u',
    'U',
    70_000,
    'PUTT+TOCC 통합 상담코칭 (대학)',
    'PUTT+TOCC coaching (university)',
  ),
  survey('coach_tec', 'U', 60_000, 'TEC 상담코칭', 'TEC coaching'),
  survey('coach_putt_tec', 'U', 70_000, 'PUTT+TEC 통합 상담코칭', 'PUTT+TEC coaching'),
];

const item = (
  kind: 'ACTIVITY' | 'EXPERT',
  n: number,
  type: ProductType,
  level: Level | null,
  price: number,
  name: string,
  nameEn: string,
) =>
  ({
    SK: `${kind}#${String(n).padStart(4, '0')}`,
    type,
    kind,
    level,
    name,
    nameEn,
    price,
  }) as const satisfies CatalogueProduct;

/**
 * The built-in catalogue of activity items and expert courses (spec-1 §3 "fallback", prices §9):
 * seeded into the database, and served as it is when the database holds none of them.
 */
export const fallbackProducts: CatalogueProduct[] = [
  item(
    'ACTIVITY',
    1,
    'activity_putt_e',
    'E',
    40_000,
    'PUTT 재능탐색 프로젝트 (초등)',
    'PUTT talent exploration (elementary)',
  ),
  item(
    'ACTIVITY',
    2,
    'activity_startup_e',
    'E',
    30_000,
    '꿈-창업 프로젝트 (초등)',
    'Dream-startup project (elementary)',
  ),
  item(
    'ACTIVITY',
    3,
    'activity_ds_e',
    'E',
    30_000,
    '데이터 사이언스 체험 (초등)',
    'Data-science experience (elementary)',
  ),
  item(
    'ACTIVITY',
    4,
    'activity_putt_m',
    'M',
    40_000,
    'PUTT 진로탐색 프로젝트 (중등)',
    'PUTT career exploration (middle school)',
  ),
  item(
    'ACTIVITY',
    5,
    'activity_startup_m',
    'M',
    30_000,
    '꿈-창업 프로젝트 (중등)',
    'Dream-startup project (middle school)',
  ),
  item(
    'ACTIVITY',
    6,
    'activity_ds_m',
    'M',
    30_000,
    '데이터 사이언스 체험 (중등)',
    'Data-science experience (middle school)',
  ),
  item(
    'ACTIVITY',
    7,
    'activity_folio_m',
    'M',
    30_000,
    '성장 포트폴리오 프로젝트 (중등)',
    'Growth-portfolio project (middle school)',
  ),
  item(
    'ACTIVITY',
    8,
    'activity_putt_h',
    'H',
    40_000,
    'PUTT 전공탐색 프로젝트 (고등)',
    'PUTT major exploration (high school)',
  ),
  item(
    'ACTIVITY',
    9,
    'activity_startup_h',
    'H',
    30_000,
    '꿈-창업 프로젝트 (고등)',
    'Dream-startup project (high school)',
  ),
  item(
    'ACTIVITY',
    10,
    'activity_ds_h',
    'H',
    30_000,
    '데이터 사이언스 체험 (고등)',
    'Data-science experience (high school)',
  ),
  item(
    'ACTIVITY',
    11,
    'activity_folio_h',
    'H',
    30_000,
    '성장 포트폴리오 프로젝트 (고등)',
    'Growth-portfolio project (high school)',
  ),
  item(
    'ACTIVITY',
    12,
    'activity_putt_u',
    'U',
    60_000,
    'PUTT 직무탐색 프로젝트 (대학)',
    'PUTT job exploration (university)',
  ),
  item(
    'ACTIVITY',
    13,
    'activity_ds_u',
    'U',
    60_000,
    '데이터 사이언스 체험 (대학)',
    'Data-science experience (university)',
  ),
  item(
    'ACTIVITY',
    14,
    'activity_folio_u',
    'U',
    60_000,
    '성장 포트폴리오 프로젝트 (대학)',
    'Growth-portfolio project (university)',
  ),
  item(
    'EXPERT',
    1,
    'expert_putt_e',
    null,
    200_000,
    '다재능 코칭 전문가 입문 과정',
    'Multi-talent coaching expert: beginner course',
  ),
  item(
    'EXPERT',
    2,
    'expert_putt_h',
    null,
    250_000,
    '다재능 코칭 전문가 심화 과정',
    'Multi-talent coaching expert: advanced course',
  ),
  item(
    'EXPERT',
    3,
    'expert_putt_b',
    null,
    300_000,
    '다재능 코칭 전문가 최고 과정',
    'Multi-talent coaching expert: top course',
  ),
  item(
    'EXPERT',
    4,
    'expert_growth',
    null,
    200_000,
    '성장 포트폴리오 전문가 과정',
    'Growth-portfolio expert course',
  ),
];

export type CatalogueGroup = { product_key: ProductKey; level: Level; price: number; types: ProductType[] };

/**
 * The individual packages per person (spec-1 §9: elementary, middle, high 160,000; university
 * 180,000): both tests of the level and the combined counselling (decision 006).
 */
export const productGroups: CatalogueGroup[] = [
  { product_key: '1', level: 'E', price: 160_000, types: ['putt_e', 'tocc_e', 'coach_putt_tocc_e'] },
  { product_key: '2', level: 'M', price: 160_000, types: ['putt_m', 'tocc_h', 'coach_putt_tocc_m'] },
  { product_key: '3', level: 'H', price: 160_000, types: ['putt_h', 'tocc_h', 'coach_putt_tocc_h'] },
  { product_key: '4', level: 'U', price: 180_000, types: ['putt_u', 'tec', 'coach_putt_tec'] },
];
