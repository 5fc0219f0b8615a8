import { ErrorCode } from '@putt/contract/errors';
import { CODE_HOLD } from '@putt/contract/survey-entry';
import { addDays } from '@putt/contract/dates';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/back-office.js';
import { entryCodes, projects } from '../db/schema/orders.js';
import { classListFile, middleClass, registeredClasses } from '../testing/classes.js';
import { createOrganisation, login } from '../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { enter, examinee, openClass } from '../testing/survey.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
const cookies = {} as Record<'org' | 'staff' | 'otherOrg', string>;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  await createOrganisation(t.database.db, 'holda');
  await createOrganisation(t.database.db, 'holdb');
  await createTestStaff(t.database.db, 'clerkh', 'operator');
  cookies.org = await login(t, 'user1', { orgId: 'holda' });
  cookies.otherOrg = await login(t, 'admin1', { orgId: 'holdb' });
  cookies.staff = await loginStaffCookie(t, 'clerkh');
});
afterAll(() => t.close());

/** Each guess from an address of its own, as a guesser with many addresses would send it. */
const address = (i: number) => ({ headers: { 'x-forwarded-for': `10.77.${i >> 8}.${i & 255}` } });

/** The days of the examinee's birth year from 1 January, as the entry form sends them. */
const birthYear = (year: number) =>
  Array.from({ length: 366 }, (_, i) => addDays(`${year}0101`, i)).filter((day) =>
    day.startsWith(String(year)),
  );

const heldPlaces = async (orderSk: string) =>
  (await t.call('getOrderProjectsContainsExamninees', { SK: orderSk }, { cookie: cookies.org })).body.Item
    .projects[0]?.held;

describe('a code guessed from many addresses (issue 43)', () => {
  it('holds the code before a birth year opens the attempt, and the school’s release lets the student go on', async () => {
    const { orderSk, sk, key, codes } = await openClass(t, cookies);
    const code = codes[0]!;
    const student = await enter(t, examinee(key, code, { num: 1 }), address(9999).headers);

    // the guesser knows the code and the name, and tries each day of the year from a new address
    const answers: { status: number; field?: string }[] = [];
    for (const [i, dob] of birthYear(2011).entries()) {
      const res = await t.call('enterSurvey', examinee(key, code, { num: 1, resume: true, dob }), address(i));
      answers.push({ status: res.status, field: Object.values(res.body.error?.fields ?? {})[0] as string });
      if (dob === '20110305') break;
    }
    expect(answers.some((answer) => answer.status === 200)).toBe(false);
    expect(answers.slice(0, CODE_HOLD - 1).every((a) => a.field === 'survey:v.notTheExaminee')).toBe(true);
    // the failure that holds the code says so, and so does every try after it, the right date too
    expect(
      answers.slice(CODE_HOLD - 1).every((a) => a.status === 403 && a.field === 'survey:v.codeHeld'),
    ).toBe(true);
    const atCode = await t.call('checkSurveyInfo', { SK: key, authCode: code, resume: true }, address(500));
    expect(atCode.body.error).toMatchObject({
      code: ErrorCode.PERMISSION_DENIED,
      fields: { authCode: 'survey:v.codeHeld' },
    });
    // the student's own device goes on answering
    expect((await t.call('getAttempt', { SK: key }, { cookie: student.cookie })).status).toBe(200);

    // the school sees the held place on the class page; another school cannot release it
    expect(await heldPlaces(orderSk)).toEqual([{ num: 1, entry: true, report: false }]);
    const stranger = await t.call('releaseHeldPlace', { SK: sk, num: 1 }, { cookie: cookies.otherOrg });
    expect(stranger.status).toBe(404);
    const released = await t.call('releaseHeldPlace', { SK: sk, num: 1 }, { cookie: cookies.org });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(await heldPlaces(orderSk)).toBeUndefined();
    const [audit] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: 'releaseHeldPlace',
      kind: 'change',
      targetType: 'project',
      targetId: sk,
      staffId: null,
      memberLogin: 'user1',
      subject: '정하늘',
      detail: { num: 1, entry: true, reportLinks: 0 },
    });
    // nothing is held any more: a second release names nothing
    expect((await t.call('releaseHeldPlace', { SK: sk, num: 1 }, { cookie: cookies.org })).status).toBe(404);

    // the student, on a new device, goes on with their own details
    const resumed = await enter(t, examinee(key, code, { num: 1, resume: true }), address(600).headers);
    expect(resumed.resumed).toBe(true);
  });

  it('holds a listed student’s fresh code too, before anyone entered with it; staff may release it', async () => {
    const { classes } = await registeredClasses(t, cookies, [middleClass('5반', 0, 3)]);
    const sk = classes[0]!;
    const file = await classListFile([[1, '한바다', '남', '2011-08-15']], '5반.xlsx');
    const listed = await t.call('registerClassList', { SK: sk, file }, { cookie: cookies.org });
    expect(listed.body).toMatchObject({ ok: true });
    await t.call('openOneProject', { SK: sk }, { cookie: cookies.org });
    const [project] = await t.database.db.select().from(projects).where(eq(projects.sk, sk));
    const [place] = await t.database.db
      .select()
      .from(entryCodes)
      .where(and(eq(entryCodes.projectSk, sk), eq(entryCodes.num, 1)));
    const guess = (i: number, dob: string) =>
      t.call(
        'enterSurvey',
        examinee(project!.surveyKey!, place!.code, { name: '한바다', dob }),
        address(800 + i),
      );
    for (let i = 0; i < CODE_HOLD - 1; i += 1) {
      expect((await guess(i, `201101${String(i + 1).padStart(2, '0')}`)).body.error?.fields).toEqual({
        name: 'survey:v.notTheStudent',
      });
    }
    expect((await guess(CODE_HOLD, '20110110')).body.error?.fields).toEqual({
      authCode: 'survey:v.codeHeld',
    });
    expect((await guess(CODE_HOLD + 1, '20110815')).body.error?.fields).toEqual({
      authCode: 'survey:v.codeHeld',
    });

    // the family asked the company: staff release it, in the audit log under the staff member
    const released = await t.call('adminReleaseHeldPlace', { SK: sk, num: 1 }, { cookie: cookies.staff });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    const [audit] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'adminReleaseHeldPlace', staffLogin: 'clerkh', memberId: null });
    expect((await guess(CODE_HOLD + 2, '20110815')).status).toBe(200);
  });
});
