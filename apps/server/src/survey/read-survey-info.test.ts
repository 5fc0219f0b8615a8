import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../db/schema/orders.js';
import { middleClass, registeredClasses } from '../testing/classes.js';
import { createOrganisation, login } from '../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
const cookies = {} as Record<'org' | 'staff', string>;

beforeAll(async () => {
  t = await createTestApp();
  await createOrganisation(t.database.db, 'surveya');
  await createTestStaff(t.database.db, 'clerk8', 'operator');
  cookies.org = await login(t, 'user1', { orgId: 'surveya' });
  cookies.staff = await loginStaffCookie(t, 'clerk8');
});
afterAll(() => t.close());

/** An opened class (starting in `startIn` days) and its survey key. */
async function openedClass(startIn: number) {
  const { classes } = await registeredClasses(t, cookies, [middleClass('2학년 5반', startIn, 25)]);
  const sk = classes[0]!;
  expect((await t.call('openOneProject', { SK: sk }, { cookie: cookies.org })).status).toBe(200);
  const [row] = await t.database.db.select().from(projects).where(eq(projects.sk, sk));
  return { sk, key: row!.surveyKey! };
}

describe('getSurveyInfo', () => {
  it('names the organisation, test and class of a link, for anyone, and says whether it admits examinees', async () => {
    const { sk, key } = await openedClass(0);
    const res = await t.call('getSurveyInfo', { SK: key });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Item).toMatchObject({
      type: 'putt_m',
      class_name: '2학년 5반',
      grade: 2,
      class: 1,
      major: null,
      state: 'open',
      registered: false,
      guardian_consent: false,
    });
    expect(res.body.Item.org_name).not.toBe('');
    expect(res.body.Item.test_name).toContain('PUTT');

    await t.call('closeOneProject', { SK: sk }, { cookie: cookies.org });
    expect((await t.call('getSurveyInfo', { SK: key })).body.Item.state).toBe('closed');
  });

  it('says a test that has not started is not open yet', async () => {
    const { key } = await openedClass(7);
    expect((await t.call('getSurveyInfo', { SK: key })).body.Item.state).toBe('before');
  });

  it('answers every wrong key the same not-found', async () => {
    const a = await t.call('getSurveyInfo', { SK: 'AAAAAAAAAAAAAAAAAAAAAA' });
    const b = await t.call('getSurveyInfo', { SK: 'no-such-key' });
    expect(a.status).toBe(404);
    expect(a.body).toEqual(b.body);
  });
});
