import { COMPANY_SETTINGS } from '@putt/contract/admin/settings';
import type { TSiteInfo } from '@putt/contract/site';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/accounts.js';
import { settings } from '../db/schema/settings.js';
import { createIndividual, createOrganisation, login } from '../testing/members.js';
import { orgApplication, personalOrder } from '../testing/orders.js';
import { flat, pageTexts } from '../testing/pdf-reader.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { demoBankAccount, demoPartners, demoSiteInfo } from './demo-settings.js';

/** Every demo value a customer could be shown, as text (decision 033). */
const demoTexts = [
  demoSiteInfo.representative.ko,
  demoSiteInfo.representative.en,
  demoSiteInfo.businessNumber,
  demoSiteInfo.mailOrderNumber,
  demoSiteInfo.address.ko,
  demoSiteInfo.address.en,
  demoSiteInfo.phone,
  demoSiteInfo.fax,
  demoSiteInfo.email,
  demoBankAccount.number,
  ...demoPartners.map((partner) => partner.url),
];

/** Compared without white space: a PDF's text breaks lines where it likes. */
const expectNoDemoIn = (text: string) => {
  for (const demo of demoTexts) expect(flat(text), demo).not.toContain(flat(demo));
};

const production = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-chars' };

describe('a production start with the demo company settings', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ env: production });
    await createTestStaff(t.database.db, 'prodboss', 'admin');
    admin = await loginStaffCookie(t, 'prodboss');
  });
  afterAll(() => t.close());

  it('shows visitors none of the demo values, and administrators the checklist of every one', async () => {
    const info = await t.call('getSiteInfo', {});
    expect(info.status).toBe(200);
    expectNoDemoIn(JSON.stringify(info.body));
    expect(info.body).toMatchObject({
      businessNumber: null,
      mailOrderNumber: null,
      bankAccount: null,
      partners: [],
    });

    const checklist = await t.call('adminListDemoSettings', {}, { cookie: admin });
    expect(checklist.body.items.map((item) => item.setting)).toEqual(COMPANY_SETTINGS);
    expect(checklist.body.items).toContainEqual({ setting: 'businessNumber', value: '000-00-00000' });
    expect(checklist.body.items).toContainEqual({
      setting: 'bankAccount',
      value: '국민은행 000000-00-000000 (창의인재연구소)',
    });
  });

  it('takes a value off the checklist and shows it publicly once staff change it', async () => {
    const site: TSiteInfo = {
      ...demoSiteInfo,
      businessNumber: '305-81-12345',
      mailOrderNumber: '제2026-대전유성-01234호',
    };
    const saved = await t.call('adminUpdateSettings', { section: 'site', value: site }, { cookie: admin });
    expect(saved.status).toBe(200);
    const account = { ...demoBankAccount, number: '110-123-456789' };
    await t.call('adminUpdateSettings', { section: 'bankAccount', value: account }, { cookie: admin });

    const info = (await t.call('getSiteInfo', {})).body;
    expect(info).toMatchObject({
      businessNumber: '305-81-12345',
      mailOrderNumber: '제2026-대전유성-01234호',
      bankAccount: account,
      // still the demo's: still left out
      representative: { ko: null, en: null },
      phone: null,
    });
    const left = (await t.call('adminListDemoSettings', {}, { cookie: admin })).body.items;
    expect(left.map((item) => item.setting)).toEqual(
      COMPANY_SETTINGS.filter((s) => !['businessNumber', 'mailOrderNumber', 'bankAccount'].includes(s)),
    );
    // the demo account again: off the page again
    await t.call(
      'adminUpdateSettings',
      { section: 'bankAccount', value: demoBankAccount },
      { cookie: admin },
    );
    expect((await t.call('getSiteInfo', {})).body.bankAccount).toBeNull();
  });

  it('keeps what staff saved before the report number existed, and asks for the number', async () => {
    const { mailOrderNumber: _, ...saved } = { ...demoSiteInfo, businessNumber: '305-81-12345' };
    await t.database.db
      .insert(settings)
      .values({ key: 'site', value: saved })
      .onConflictDoUpdate({ target: settings.key, set: { value: saved } });
    expect((await t.call('getSiteInfo', {})).body).toMatchObject({
      businessNumber: '305-81-12345',
      mailOrderNumber: null,
    });
    const items = (await t.call('adminListDemoSettings', {}, { cookie: admin })).body.items;
    expect(items).toContainEqual({ setting: 'mailOrderNumber', value: demoSiteInfo.mailOrderNumber });
  });
});

describe('what a production site sends customers while its account is the demo’s', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: production });
    await createIndividual(t.database.db, 'prodparent');
    await createOrganisation(t.database.db, 'prodschool');
  });
  afterAll(() => t.close());

  it('tells a parent the account follows by e-mail instead of a made-up one', async () => {
    const cookie = await login(t, 'prodparent');
    expect((await t.call('createOrder', personalOrder(), { cookie })).status).toBe(200);
    const [mail] = await t.database.db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(1);
    expect(mail!.text).toContain('입금 계좌: 담당자가 이메일로 따로 안내해 드립니다');
    expectNoDemoIn(mail!.text);
  });

  it('issues a school’s quotation without the demo supplier data or account', async () => {
    const cookie = await login(t, 'admin1', { orgId: 'prodschool' });
    const res = await t.call('requestOrgQuotation', orgApplication(), { cookie });
    expect(res.status).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.template, 'quotation-sent'))
      .limit(1);
    expectNoDemoIn(mail!.text);
    const pdf = await t.files.get(mail!.attachments![0]!.fileId);
    const text = (await pageTexts(pdf!)).join('\n');
    expect(flat(text)).toContain(flat('입금 계좌 담당자가 이메일로 따로 안내해 드립니다'));
    expectNoDemoIn(text);
  });
});

describe('outside production (the demo and the tests)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createTestStaff(t.database.db, 'demoboss', 'admin');
  });
  afterAll(() => t.close());

  it('shows the demo values as before and lists no checklist', async () => {
    const info = (await t.call('getSiteInfo', {})).body;
    expect(info).toMatchObject({ ...demoSiteInfo, bankAccount: demoBankAccount, partners: demoPartners });
    const admin = await loginStaffCookie(t, 'demoboss');
    expect((await t.call('adminListDemoSettings', {}, { cookie: admin })).body.items).toEqual([]);
  });
});
