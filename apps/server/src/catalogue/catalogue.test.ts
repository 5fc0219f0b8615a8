import { levelRows, productTypes, type ProductType, type TProduct } from '@putt/contract/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../db/schema/catalogue.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { dropCatalogueCache } from './read-catalogue.js';
import { seedCatalogue } from './seed-catalogue.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function catalogue(): Promise<TProduct[]> {
  const res = await t.call('getProducts', {});
  expect(res.status).toBe(200);
  return res.body.items as TProduct[];
}

// Spec-1 §9, typed here from the spec rather than read from the seed data, so a wrong seed fails.
const specPrices: Record<string, number> = {
  // organisation tables: single test 5,500 (university 7,700), so two tests 11,000 (15,400)
  putt_e: 5500,
  putt_m: 5500,
  putt_h: 5500,
  tocc_e: 5500,
  tocc_h: 5500,
  putt_u: 7700,
  tec: 7700,
  // counselling on one test 50,000 (university 60,000), on both 60,000 (university 70,000)
  coach_putt_e: 50000,
  coach_putt_m: 50000,
  coach_putt_h: 50000,
  coach_putt_u: 60000,
  coach_tocc_e: 50000,
  coach_tocc_m: 50000,
  coach_tocc_h: 50000,
  coach_tec: 60000,
  coach_putt_tocc_e: 60000,
  coach_putt_tocc_m: 60000,
  coach_putt_tocc_h: 60000,
  coach_putt_tocc_u: 70000,
  coach_putt_tec: 70000,
  // activity per person: PUTT exploration 40,000 (university 60,000); startup, data science and
  // growth-portfolio 30,000 at school levels, 60,000 at university
  activity_putt_e: 40000,
  activity_putt_m: 40000,
  activity_putt_h: 40000,
  activity_putt_u: 60000,
  activity_startup_e: 30000,
  activity_startup_m: 30000,
  activity_startup_h: 30000,
  activity_ds_e: 30000,
  activity_ds_m: 30000,
  activity_ds_h: 30000,
  activity_ds_u: 60000,
  activity_folio_m: 30000,
  activity_folio_h: 30000,
  activity_folio_u: 60000,
  // expert courses: beginner, advanced, top, growth-portfolio expert
  expert_putt_e: 200000,
  expert_putt_h: 250000,
  expert_putt_b: 300000,
  expert_growth: 200000,
};

describe('getProducts', () => {
  it('has every price of spec-1 §9 under its product key, and one product per type key', async () => {
    const items = await catalogue();
    const prices = Object.fromEntries(items.map((p) => [p.type, p.price]));
    expect(prices).toEqual(specPrices);
    expect(items.map((p) => p.type).sort()).toEqual([...productTypes].sort());
  });

  it('names activity items and expert courses by category, # and four digits', async () => {
    const items = await catalogue();
    for (const p of items.filter((p) => p.kind !== 'SURVEY'))
      expect(p.SK).toMatch(/^(ACTIVITY|EXPERT)#\d{4}$/);
  });

  it('groups into four level rows of five: test, test, coaching PUTT, coaching TOCC, combined', async () => {
    const rows = levelRows(await catalogue());
    expect(rows.map((row) => [row.level, row.products.map((p) => p?.type)])).toEqual([
      ['E', ['putt_e', 'tocc_e', 'coach_putt_e', 'coach_tocc_e', 'coach_putt_tocc_e']],
      ['M', ['putt_m', 'tocc_h', 'coach_putt_m', 'coach_tocc_m', 'coach_putt_tocc_m']],
      ['H', ['putt_h', 'tocc_h', 'coach_putt_h', 'coach_tocc_h', 'coach_putt_tocc_h']],
      ['U', ['putt_u', 'tec', 'coach_putt_u', 'coach_tec', 'coach_putt_tec']],
    ]);
    // two tests at the organisation price make the spec's "two tests" figure
    expect(rows.map((row) => row.products[0]!.price + row.products[1]!.price)).toEqual([
      11000, 11000, 11000, 15400,
    ]);
  });

  it('is served to visitors without a session', async () => {
    const res = await t.call('getProducts', {});
    expect(res.status).toBe(200);
  });

  it('falls back to the built-in activity items and expert courses when the database has none', async () => {
    await t.database.db.delete(products);
    dropCatalogueCache(t.database);
    const items = await catalogue();
    expect(items.filter((p) => p.kind === 'SURVEY')).toEqual([]);
    expect(items.filter((p) => p.kind === 'ACTIVITY')).toHaveLength(14);
    expect(items.find((p) => p.type === 'expert_putt_b')?.price).toBe(300000);
    await seedCatalogue(t.database.db);
    dropCatalogueCache(t.database);
  });

  it('keeps a price staff changed when the seed runs again, and serves it once the cache is dropped', async () => {
    await catalogue(); // cached
    await t.database.db.update(products).set({ price: 6000 }).where(eqType('putt_e'));
    expect((await catalogue()).find((p) => p.type === 'putt_e')?.price).toBe(5500); // still cached
    dropCatalogueCache(t.database);
    await seedCatalogue(t.database.db);
    expect((await catalogue()).find((p) => p.type === 'putt_e')?.price).toBe(6000);
  });
});

describe('getProductGroups', () => {
  it('has the individual package per level: 160,000 at school levels, 180,000 at university', async () => {
    const res = await t.call('getProductGroups', {});
    expect(res.status).toBe(200);
    const groups = res.body.items;
    expect(groups.map((g) => [g.product_key, g.level, g.price])).toEqual([
      ['1', 'E', 160000],
      ['2', 'M', 160000],
      ['3', 'H', 160000],
      ['4', 'U', 180000],
    ]);
    expect(groups[3]!.products.map((p) => [p.PK, p.type])).toEqual([
      ['4', 'putt_u'],
      ['4', 'tec'],
      ['4', 'coach_putt_tec'],
    ]);
  });
});

const eqType = (type: ProductType) => eq(products.type, type);
