import type { TAdminProduct } from '@putt/contract/admin/catalogue';
import { EXTERNAL_FORM_FIELDS } from '@putt/contract/external-form';
import { CODE_USED } from '@putt/contract/survey-entry';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts } from '../db/schema/attempts.js';
import { createOrganisation, login } from '../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { examinee, openClass } from '../testing/survey.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
const cookies = {} as Record<'org' | 'staff', string>;
const FORM = 'https://docs.google.com/forms/d/e/demo-putt/viewform?usp=pp_url';
const ids = EXTERNAL_FORM_FIELDS.map((_, index) => `entry.${7100 + index}`);

beforeAll(async () => {
  t = await createTestApp();
  await createOrganisation(t.database.db, 'formschool');
  await createTestStaff(t.database.db, 'formclerk', 'operator');
  cookies.org = await login(t, 'user1', { orgId: 'formschool' });
  cookies.staff = await loginStaffCookie(t, 'formclerk');
});
afterAll(() => t.close());

/** Staff set (or clear) the outside form of the middle-school PUTT, as the back office does. */
async function runPuttOn(formUri: string, formEntryIds: string) {
  const list = await t.call('adminListCatalogue', {}, { cookie: cookies.staff });
  const product = (list.body.products as TAdminProduct[]).find((p) => p.type === 'putt_m')!;
  const res = await t.call(
    'adminUpdateProduct',
    { ...product, formUri, formEntryIds },
    { cookie: cookies.staff },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const progressOf = async (orderSk: string) =>
  (
    await t.call('getOrderProjectsContainsExamninees', { SK: orderSk }, { cookie: cookies.org })
  ).body.Item.projects[0]!.codes!.map((code) => code.progress);

describe('a test run on an outside form (decision 020)', () => {
  it('records the entry, sends the examinee to the form with every detail filled in, and resumes only the same examinee', async () => {
    await runPuttOn(FORM, ids.join('\n'));
    const { orderSk, sk, key, codes } = await openClass(t, cookies);
    expect((await t.call('getSurveyInfo', { SK: key })).body.Item.external).toBe(true);

    const res = await t.call('enterSurvey', examinee(key, codes[2]!.toLowerCase()));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.resumed).toBe(false);
    // no runner here: the browser is not signed in to anything
    expect(res.response.headers['set-cookie']).toBeUndefined();
    const url = new URL(res.body.external_url!);
    expect(url.origin + url.pathname).toBe('https://docs.google.com/forms/d/e/demo-putt/viewform');
    expect(url.searchParams.get('usp')).toBe('pp_url');
    expect(ids.map((id) => url.searchParams.get(id))).toEqual([
      codes[2],
      '정하늘',
      '여',
      '20110305',
      'haneul@example.com',
      'formschool 학교',
      '02',
      '01',
      '',
      '03',
    ]);

    const [attempt] = await t.database.db.select().from(attempts).where(eq(attempts.projectSk, sk));
    expect(attempt).toMatchObject({ state: 'external', bankId: null, answered: 0 });
    expect(await progressOf(orderSk)).toEqual([
      null,
      null,
      { state: 'external', answered: 0, total: 0 },
      null,
      null,
    ]);

    const used = await t.call('checkSurveyInfo', { SK: key, authCode: codes[2]! });
    expect(used.body.error?.code).toBe(CODE_USED);
    const again = await t.call('enterSurvey', examinee(key, codes[2]!, { resume: true }));
    expect(again.body).toEqual({ resumed: true, external_url: res.body.external_url });
    const someoneElse = await t.call(
      'enterSurvey',
      examinee(key, codes[2]!, { resume: true, name: '김바다' }),
    );
    expect(someoneElse.body.error?.fields).toEqual({ name: 'survey:v.notTheExaminee' });
    expect(await t.database.db.select().from(attempts).where(eq(attempts.projectSk, sk))).toHaveLength(1);
  });

  it('sends the bare form without entry ids; back on our runner, new entries answer here and a form entry has nothing to resume', async () => {
    await runPuttOn(FORM, '');
    const { key, codes } = await openClass(t, cookies);
    const bare = await t.call('enterSurvey', examinee(key, codes[0]!));
    expect(bare.body.external_url).toBe(FORM);

    await runPuttOn('', '');
    expect((await t.call('getSurveyInfo', { SK: key })).body.Item.external).toBe(false);
    const ours = await t.call('enterSurvey', examinee(key, codes[1]!));
    expect(ours.body).toEqual({ resumed: false, external_url: null });
    expect(ours.response.headers['set-cookie']).toBeDefined();
    const gone = await t.call('enterSurvey', examinee(key, codes[0]!, { resume: true }));
    expect(gone.status).toBe(404);
  });
});
