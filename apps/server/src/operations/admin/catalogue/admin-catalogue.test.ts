import type { TAdminProduct, TAdminProductGroup } from '@putt/contract/admin/catalogue';
import type { TProduct, TProductGroup } from '@putt/contract/catalogue';
import { EXTERNAL_FORM_FIELDS } from '@putt/contract/external-form';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../../catalogue/seed-catalogue.js';
import { auditLog, catalogueChanges } from '../../../db/schema/back-office.js';
import { products } from '../../../db/schema/catalogue.js';
import { createIndividual, login } from '../../../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../../../testing/staff.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
let boss: string;
let helper: string;
beforeAll(async () => {
  t = await createTestApp();
  await createTestStaff(t.database.db, 'boss', 'admin');
  await createTestStaff(t.database.db, 'helper', 'operator');
  await createIndividual(t.database.db, 'member01');
  boss = await loginStaffCookie(t, 'boss');
  helper = await loginStaffCookie(t, 'helper');
});
afterAll(() => t.close());

async function adminProduct(type: string): Promise<TAdminProduct> {
  const res = await t.call('adminListCatalogue', {}, { cookie: helper });
  expect(res.status).toBe(200);
  return res.body.products.find((p: TAdminProduct) => p.type === type)!;
}

async function adminGroup(productKey: string): Promise<TAdminProductGroup> {
  const res = await t.call('adminListCatalogue', {}, { cookie: helper });
  return res.body.groups.find((g: TAdminProductGroup) => g.productKey === productKey)!;
}

async function publicProduct(type: string): Promise<TProduct | undefined> {
  const res = await t.call('getProducts', {});
  return (res.body.items as TProduct[]).find((p) => p.type === type);
}

const changesOf = (sk: string) =>
  t.database.db
    .select()
    .from(catalogueChanges)
    .where(and(eq(catalogueChanges.entity, 'product'), eq(catalogueChanges.entityKey, sk)));

const auditOf = (targetId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

describe('adminListCatalogue', () => {
  it('lists every product with its version and every package, withdrawn products too', async () => {
    const res = await t.call('adminListCatalogue', {}, { cookie: helper });
    expect(res.status).toBe(200);
    const putt = res.body.products.find((p: TAdminProduct) => p.type === 'putt_e');
    expect(putt).toMatchObject({ kind: 'SURVEY', level: 'E', price: 5500, active: true });
    expect(typeof putt?.updatedAt).toBe('number');
    expect(res.body.groups.map((g: TAdminProductGroup) => g.productKey)).toEqual(['1', '2', '3', '4']);
  });
});

describe('adminUpdateProduct', () => {
  it('serves the new price through getProducts at once, with one history row per changed field', async () => {
    expect((await publicProduct('putt_m'))?.price).toBe(5500); // now cached for a minute
    const before = await adminProduct('putt_m');
    const res = await t.call(
      'adminUpdateProduct',
      { ...before, price: 6600, nameEn: 'PUTT (middle school)' },
      { cookie: helper },
    );
    expect(res.status).toBe(200);
    expect(res.body.changes).toBe(2);
    expect(res.body.product).toMatchObject({ price: 6600, nameEn: 'PUTT (middle school)' });
    expect(res.body.product.updatedAt).not.toBe(before.updatedAt);
    expect((await publicProduct('putt_m'))?.price).toBe(6600);

    const history = await changesOf(before.sk);
    expect(history.map((h) => [h.field, h.oldValue, h.newValue]).sort()).toEqual([
      ['nameEn', before.nameEn, 'PUTT (middle school)'],
      ['price', 5500, 6600],
    ]);
    const audit = await auditOf(before.sk);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      kind: 'change',
      action: 'adminUpdateProduct',
      staffLogin: 'helper',
      targetType: 'product',
    });
  });

  it('writes nothing when nothing changed', async () => {
    const before = await adminProduct('putt_h');
    const res = await t.call('adminUpdateProduct', { ...before }, { cookie: helper });
    expect(res.status).toBe(200);
    expect(res.body.changes).toBe(0);
    expect(res.body.product.updatedAt).toBe(before.updatedAt);
    expect(await changesOf(before.sk)).toEqual([]);
    expect(await auditOf(before.sk)).toEqual([]);
  });

  it('refuses a save over a version the staff member did not see (409), keeping the other save', async () => {
    const seen = await adminProduct('tocc_e');
    const first = await t.call('adminUpdateProduct', { ...seen, price: 6000 }, { cookie: boss });
    expect(first.status).toBe(200);
    const second = await t.call('adminUpdateProduct', { ...seen, price: 7000 }, { cookie: helper });
    expect(second.status).toBe(409);
    expect(second.body.error?.code).toBe(409);
    expect((await adminProduct('tocc_e')).price).toBe(6000);
    expect(await changesOf(seen.sk)).toHaveLength(1);
  });

  it('withdraws a product from sale and puts it back', async () => {
    const before = await adminProduct('tec');
    const off = await t.call('adminUpdateProduct', { ...before, active: false }, { cookie: helper });
    expect(off.body.product.active).toBe(false);
    expect(await publicProduct('tec')).toBeUndefined();
    expect((await adminProduct('tec')).active).toBe(false);
    await t.call('adminUpdateProduct', { ...off.body.product, active: true }, { cookie: helper });
    expect((await publicProduct('tec'))?.price).toBe(before.price);
  });

  it('keeps the edited price when the seed runs again on the next start', async () => {
    const before = await adminProduct('putt_u');
    await t.call('adminUpdateProduct', { ...before, price: 8800 }, { cookie: helper });
    await seedCatalogue(t.database.db);
    const [row] = await t.database.db.select().from(products).where(eq(products.type, 'putt_u'));
    expect(row?.price).toBe(8800);
    expect((await publicProduct('putt_u'))?.price).toBe(8800);
  });

  it('refuses a price outside 0..10,000,000 won or not whole, and an unknown product', async () => {
    const before = await adminProduct('tocc_h');
    for (const price of [-1, 10_000_001, 1.5]) {
      const res = await t.call('adminUpdateProduct', { ...before, price }, { cookie: helper });
      expect(res.body.error?.code).toBe(600);
    }
    const blank = await t.call('adminUpdateProduct', { ...before, name: '  ' }, { cookie: helper });
    expect(blank.body.error?.code).toBe(600);
    const unknown = await t.call('adminUpdateProduct', { ...before, sk: 'nope' }, { cookie: helper });
    expect(unknown.body.error?.code).toBe(300);
    expect(await changesOf(before.sk)).toEqual([]);
  });

  it('runs a test on an outside form: address and entry ids with history; refused for a coaching line, a wrong count, ids without an address', async () => {
    const before = await adminProduct('putt_h');
    const ids = EXTERNAL_FORM_FIELDS.map((_, index) => String(500 + index));
    const uri = 'https://docs.google.com/forms/d/e/demo/viewform';
    const set = await t.call(
      'adminUpdateProduct',
      { ...before, formUri: uri, formEntryIds: ids.join('\n') },
      { cookie: helper },
    );
    expect(set.status).toBe(200);
    expect(set.body.product).toMatchObject({ formUri: uri, formEntryIds: ids.map((id) => `entry.${id}`) });
    expect((await changesOf(before.sk)).map((h) => [h.field, h.oldValue]).sort()).toEqual([
      ['formEntryIds', ''],
      ['formUri', null],
    ]);
    const again = await t.call('adminUpdateProduct', { ...set.body.product }, { cookie: helper });
    expect(again.body.changes).toBe(0);

    const field = async (input: object, type = 'putt_h') => {
      const res = await t.call(
        'adminUpdateProduct',
        { ...(await adminProduct(type)), ...input },
        { cookie: helper },
      );
      expect(res.body.error?.code).toBe(600);
      return res.body.error?.fields;
    };
    expect(await field({ formEntryIds: ids.slice(1).join(' ') })).toEqual({
      formEntryIds: 'admin_catalogue:v.entryIdsCount',
    });
    expect(await field({ formUri: 'http://docs.google.com/forms' })).toEqual({
      formUri: 'admin_catalogue:v.formUriInvalid',
    });
    expect(await field({ formUri: '', formEntryIds: ids.join(' ') })).toEqual({
      formEntryIds: 'admin_catalogue:v.entryIdsWithoutForm',
    });
    expect(await field({ formUri: uri }, 'coach_putt_m')).toEqual({
      formUri: 'admin_catalogue:v.formOnlyTests',
    });
    expect((await adminProduct('coach_putt_m')).formUri).toBeNull();

    const back = await t.call(
      'adminUpdateProduct',
      { ...set.body.product, formUri: '', formEntryIds: '' },
      { cookie: helper },
    );
    expect(back.body.product).toMatchObject({ formUri: null, formEntryIds: [] });
  });

  it('is refused to a member cookie (401)', async () => {
    const member = await login(t, 'member01');
    const before = await adminProduct('putt_e');
    const res = await t.call('adminUpdateProduct', { ...before, price: 1 }, { cookie: member });
    expect(res.status).toBe(401);
    expect((await adminProduct('putt_e')).price).toBe(5500);
  });
});

describe('adminUpdateProductGroup', () => {
  it('serves the new package price at once, with history, audit, no-op and stale rules', async () => {
    const groupPrice = async () =>
      ((await t.call('getProductGroups', {})).body.items as TProductGroup[]).find(
        (g) => g.product_key === '2',
      )?.price;
    const initial = await groupPrice();
    const seen = await adminGroup('2');
    const res = await t.call(
      'adminUpdateProductGroup',
      { productKey: '2', price: 150_000, updatedAt: seen.updatedAt },
      { cookie: helper },
    );
    expect(res.body).toMatchObject({ changes: 1, group: { price: 150_000 } });
    expect(await groupPrice()).toBe(150_000);

    const stale = await t.call(
      'adminUpdateProductGroup',
      { productKey: '2', price: 140_000, updatedAt: seen.updatedAt },
      { cookie: helper },
    );
    expect(stale.status).toBe(409);
    const same = await t.call(
      'adminUpdateProductGroup',
      { productKey: '2', price: 150_000, updatedAt: res.body.group.updatedAt },
      { cookie: helper },
    );
    expect(same.body.changes).toBe(0);

    const history = await t.call(
      'adminListCatalogueChanges',
      { entity: 'productGroup', key: '2' },
      { cookie: helper },
    );
    expect(history.body.total).toBe(1);
    expect(history.body.items[0]).toMatchObject({
      staffLogin: 'helper',
      field: 'price',
      oldValue: initial,
      newValue: 150_000,
    });
    expect(await auditOf('2')).toHaveLength(1);
  });
});

describe('adminListCatalogueChanges', () => {
  it('lists the history newest first, for one product or all, searchable by staff', async () => {
    const before = await adminProduct('coach_tec');
    const first = await t.call('adminUpdateProduct', { ...before, price: 61_000 }, { cookie: helper });
    await t.call('adminUpdateProduct', { ...first.body.product, price: 62_000 }, { cookie: boss });

    const one = await t.call(
      'adminListCatalogueChanges',
      { entity: 'product', key: before.sk },
      { cookie: helper },
    );
    expect(one.body.items.map((c) => [c.newValue, c.staffLogin])).toEqual([
      [62_000, 'boss'],
      [61_000, 'helper'],
    ]);
    const all = await t.call('adminListCatalogueChanges', {}, { cookie: helper });
    expect(all.body.total).toBeGreaterThan(2);
    const byBoss = await t.call('adminListCatalogueChanges', { q: 'boss' }, { cookie: helper });
    expect(byBoss.body.items.every((c) => c.staffLogin === 'boss')).toBe(true);
    expect(byBoss.body.total).toBeGreaterThanOrEqual(2);
  });
});
