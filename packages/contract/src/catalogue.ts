import { z } from 'zod';
import { defineOperation } from './operation.js';

/**
 * Product type keys of spec-1 §3, plus four of ours (decision 006): the spec prices the PUTT
 * exploration activities and the top expert course (§9) but lists no type key for them.
 */
export const productTypes = [
  'putt_e',
  'putt_m',
  'putt_h',
  'putt_u',
  'tocc_e',
  'tocc_h',
  'tec',
  'coach_putt_e',
  'coach_putt_m',
  'coach_putt_h',
  'coach_putt_u',
  'coach_tocc_e',
  'coach_tocc_m',
  'coach_tocc_h',
  'coach_putt_tocc_e',
  'coach_putt_tocc_m',
  'coach_putt_tocc_h',
  'coach_putt_tocc_u',
  'coach_tec',
  'coach_putt_tec',
  'activity_putt_e',
  'activity_putt_m',
  'activity_putt_h',
  'activity_putt_u',
  'activity_startup_e',
  'activity_startup_m',
  'activity_startup_h',
  'activity_ds_e',
  'activity_ds_m',
  'activity_ds_h',
  'activity_ds_u',
  'activity_folio_m',
  'activity_folio_h',
  'activity_folio_u',
  'expert_putt_e',
  'expert_putt_h',
  'expert_putt_b',
  'expert_growth',
] as const;
export type ProductType = (typeof productTypes)[number];

/** Product kinds of spec-1 §3: tests and counselling are SURVEY. */
export const productKinds = ['SURVEY', 'ACTIVITY', 'EXPERT'] as const;
export type ProductKind = (typeof productKinds)[number];

/** School levels as the spec's school type codes E, M, H, U. */
export const levels = ['E', 'M', 'H', 'U'] as const;
export type Level = (typeof levels)[number];

export const ZProduct = z.object({
  /** tests and counselling: the type key; activity and expert items: category '#' four digits */
  SK: z.string(),
  name: z.string(),
  nameEn: z.string(),
  /** integer won per person */
  price: z.number().int().nonnegative(),
  type: z.enum(productTypes),
  kind: z.enum(productKinds),
  level: z.enum(levels).nullable(),
});
export type TProduct = z.infer<typeof ZProduct>;

/** What an individual buys on /Offer/Personal/{product_key}: one package per school level. */
export const productKeys = ['1', '2', '3', '4'] as const;
export type ProductKey = (typeof productKeys)[number];

export const ZProductGroup = z.object({
  product_key: z.enum(productKeys),
  level: z.enum(levels),
  /** integer won per person for the package */
  price: z.number().int().nonnegative(),
  products: z.array(ZProduct.extend({ PK: z.enum(productKeys) })),
});
export type TProductGroup = z.infer<typeof ZProductGroup>;

export const getProducts = defineOperation({
  tag: 'catalogue',
  summary: 'Every product with its price per person (cached; group with levelRows)',
  input: z.object({}).strict(),
  output: z.object({ items: z.array(ZProduct) }),
});

export const getProductGroups = defineOperation({
  tag: 'catalogue',
  summary: 'The individual packages by product_key (1 elementary, 2 middle, 3 high, 4 university)',
  input: z.object({}).strict(),
  output: z.object({ items: z.array(ZProductGroup) }),
});

/**
 * The spec's grouping of getProducts: four level rows of five, in the order test, test,
 * coaching PUTT, coaching TOCC, coaching combined. Middle and high share the teen TOCC; university
 * takes TEC (decision 006).
 */
export const levelRowTypes: Record<Level, readonly ProductType[]> = {
  E: ['putt_e', 'tocc_e', 'coach_putt_e', 'coach_tocc_e', 'coach_putt_tocc_e'],
  M: ['putt_m', 'tocc_h', 'coach_putt_m', 'coach_tocc_m', 'coach_putt_tocc_m'],
  H: ['putt_h', 'tocc_h', 'coach_putt_h', 'coach_tocc_h', 'coach_putt_tocc_h'],
  U: ['putt_u', 'tec', 'coach_putt_u', 'coach_tec', 'coach_putt_tec'],
};

export type LevelRow = { level: Level; products: (TProduct | undefined)[] };

/** Groups products into the four level rows; a type missing from the catalogue leaves a gap. */
export function levelRows(products: readonly TProduct[]): LevelRow[] {
  const byType = new Map(products.map((product) => [product.type, product]));
  return levels.map((level) => ({ level, products: levelRowTypes[level].map((type) => byType.get(type)) }));
}

export function productByType(products: readonly TProduct[], type: ProductType): TProduct | undefined {
  return products.find((product) => product.type === type);
}
