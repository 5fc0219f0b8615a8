import { ErrorCode } from '@putt/contract/errors';
import { CODE_USED } from '@putt/contract/survey-entry';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts } from '../db/schema/attempts.js';
import { itemBanks } from '../db/schema/instruments.js';
import { entryCodes, examinees, projects } from '../db/schema/orders.js';
import { seoulToday } from '@putt/contract/dates';
import { classListFile, middleClass, registeredClasses } from '../testing/classes.js';
import { createOrganisation, login } from '../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { enter, examinee, openClass } from '../testing/survey.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { ENTRY_FAILURES } from './entry-rules.js';

let t: TestApp;
const cookies = {} as Record<'org' | 'staff', string>;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  await createOrganisation(t.database.db, 'entrya');
  await createTestStaff(t.database.db, 'clerk9', 'operator');
  cookies.org = await login(t, 'user1', { orgId: 'entrya' });
  cookies.staff = await loginStaffCookie(t, 'clerk9');
});
afterAll(() => t.close());

/** Each test calls from its own address: the failure limit of one does not touch another. */
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

describe('checkSurveyInfo', () => {
  it('upper-cases the code and says its number; a used code answers 110 unless the examinee continues', async () => {
    const { key, codes } = await openClass(t, cookies);
    const code = codes[2]!;
    const typed = `${code.slice(0, 3).toLowerCase()}-${code.slice(3)}`;
    const fresh = await t.call('checkSurveyInfo', { SK: key, authCode: typed }, from('10.1.0.1'));
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    expect(fresh.body.Item).toEqual({ num: 3, used: false, student: null });

    await enter(t, examinee(key, code), from('10.1.0.1').headers);
    const used = await t.call('checkSurveyInfo', { SK: key, authCode: code }, from('10.1.0.1'));
    expect(used.status).toBe(409);
    expect(used.body.error).toMatchObject({ code: CODE_USED, fields: { authCode: 'survey:v.codeUsed' } });
    const resume = await t.call(
      'checkSurveyInfo',
      { SK: key, authCode: code, resume: true },
      from('10.1.0.1'),
    );
    // the examinee of a used code is never named: resuming asks who one is
    expect(resume.body.Item).toEqual({ num: 3, used: true, student: null });
  });

  it('refuses a wrong code, a code of another class, and a test before or after it runs', async () => {
    const a = await openClass(t, cookies);
    const b = await openClass(t, cookies);
    const wrong = await t.call('checkSurveyInfo', { SK: a.key, authCode: 'CCCCCC' }, from('10.1.1.1'));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      code: ErrorCode.INVALID_DATA,
      fields: { authCode: 'survey:v.codeUnknown' },
    });
    const other = await t.call('checkSurveyInfo', { SK: a.key, authCode: b.codes[0]! }, from('10.1.1.1'));
    expect(other.body.error?.fields).toEqual({ authCode: 'survey:v.codeUnknown' });

    const { classes } = await registeredClasses(t, cookies, [middleClass('3반', 3, 2)]);
    await t.call('openOneProject', { SK: classes[0]! }, { cookie: cookies.org });
    const early = await t.call(
      'checkSurveyInfo',
      { SK: await keyOf(classes[0]!), authCode: 'CCCCCC' },
      from('10.1.1.1'),
    );
    expect(early.status).toBe(409);
    expect(early.body.error?.fields).toEqual({ SK: 'survey:v.state_before' });

    await t.call('closeOneProject', { SK: a.sk }, { cookie: cookies.org });
    const late = await t.call('checkSurveyInfo', { SK: a.key, authCode: a.codes[0]! }, from('10.1.1.1'));
    expect(late.body.error?.fields).toEqual({ SK: 'survey:v.state_closed' });
  });

  it('holds back an address after 30 wrong codes on one test, never one entering right codes', async () => {
    const { key, codes } = await openClass(t, cookies, 40);
    for (const code of codes.slice(0, 35)) {
      const ok = await t.call('checkSurveyInfo', { SK: key, authCode: code }, from('10.1.2.1'));
      expect(ok.status).toBe(200);
    }
    for (let i = 0; i < ENTRY_FAILURES.limit; i += 1) {
      const res = await t.call('checkSurveyInfo', { SK: key, authCode: `CCCC${i}` }, from('10.1.2.2'));
      expect(res.status).toBe(400);
    }
    const held = await t.call('checkSurveyInfo', { SK: key, authCode: codes[0]! }, from('10.1.2.2'));
    expect(held.status).toBe(429);
    // the school's other address still enters
    expect((await t.call('checkSurveyInfo', { SK: key, authCode: codes[0]! }, from('10.1.2.1'))).status).toBe(
      200,
    );
  });
});

async function keyOf(sk: string) {
  const [row] = await t.database.db.select().from(projects).where(eq(projects.sk, sk));
  return row!.surveyKey!;
}

describe('enterSurvey', () => {
  it('starts an attempt on the current bank, records the examinee, and marks the bank used', async () => {
    const { sk, key, codes } = await openClass(t, cookies);
    const { resumed, cookie } = await enter(
      t,
      examinee(key, codes[0]!.toLowerCase()),
      from('10.2.0.1').headers,
    );
    expect(resumed).toBe(false);
    expect(cookie).toMatch(/^sid_exam=/);
    const [row] = await t.database.db.select().from(attempts).where(eq(attempts.projectSk, sk));
    expect(row).toMatchObject({ state: 'answering', answered: 0 });
    const [person] = await t.database.db.select().from(examinees).where(eq(examinees.sk, row!.examineeSk));
    expect(person).toMatchObject({
      name: '정하늘',
      gender: 'f',
      dob: '2011-03-05',
      num: 3,
      email: 'haneul@example.com',
    });
    const [bank] = await t.database.db.select().from(itemBanks).where(eq(itemBanks.id, row!.bankId!));
    expect(bank).toMatchObject({ instrument: 'putt_m', form: 'standard' });
    expect(bank!.firstUsedAt).not.toBeNull();

    const attempt = await t.call('getAttempt', { SK: key }, { cookie });
    expect(attempt.status).toBe(200);
    expect(attempt.body.Item.items).toHaveLength(160);
    expect(attempt.body.Item.examinee).toEqual({ name: '정하늘', num: 3 });
    // the scales and reverse keys stay on the server
    expect(JSON.stringify(attempt.body.Item.items)).not.toMatch(/reverse|scale/);
  });

  it('resumes a used code for the same examinee only, on another device, with a warning first', async () => {
    const { key, codes } = await openClass(t, cookies);
    const first = await enter(t, examinee(key, codes[1]!), from('10.2.1.1').headers);
    const again = await t.call('enterSurvey', examinee(key, codes[1]!), from('10.2.1.1'));
    expect(again.body.error?.code).toBe(CODE_USED);

    const stranger = await t.call(
      'enterSurvey',
      examinee(key, codes[1]!, { resume: true, name: '김철수' }),
      from('10.2.1.1'),
    );
    expect(stranger.status).toBe(400);
    expect(stranger.body.error?.fields).toEqual({ name: 'survey:v.notTheExaminee' });
    const wrongDob = await t.call(
      'enterSurvey',
      examinee(key, codes[1]!, { resume: true, dob: '20110306' }),
      from('10.2.1.1'),
    );
    expect(wrongDob.body.error?.fields).toEqual({ name: 'survey:v.notTheExaminee' });

    const second = await enter(
      t,
      examinee(key, codes[1]!, { resume: true, name: '정 하늘' }),
      from('10.2.1.2').headers,
    );
    expect(second.resumed).toBe(true);
    expect(second.cookie).not.toBe(first.cookie);
    // both devices are signed in to the one attempt
    for (const cookie of [first.cookie, second.cookie]) {
      expect((await t.call('getAttempt', { SK: key }, { cookie })).status).toBe(200);
    }
    expect(await attemptsOn(codes[1]!)).toHaveLength(1);
  });

  it('lets a registered student confirm their name and birth date, and nobody else', async () => {
    const { classes } = await registeredClasses(t, cookies, [middleClass('4반', 0, 3)]);
    const sk = classes[0]!;
    const file = await classListFile([[1, '한바다', '남', '2011-08-15']], '4반.xlsx');
    const listed = await t.call('registerClassList', { SK: sk, file }, { cookie: cookies.org });
    expect(listed.body).toMatchObject({ ok: true });
    await t.call('openOneProject', { SK: sk }, { cookie: cookies.org });
    const key = await keyOf(sk);
    const places = await t.database.db.select().from(entryCodes).where(eq(entryCodes.projectSk, sk));
    const code = places.find((place) => place.num === 1)!.code;

    const check = await t.call('checkSurveyInfo', { SK: key, authCode: code }, from('10.2.2.1'));
    expect(check.body.Item).toEqual({ num: 1, used: false, student: { name: '한바다', gender: 'm' } });
    const impostor = await t.call(
      'enterSurvey',
      examinee(key, code, { name: '한바다', dob: '20110816' }),
      from('10.2.2.1'),
    );
    expect(impostor.body.error?.fields).toEqual({ name: 'survey:v.notTheStudent' });
    await enter(
      t,
      examinee(key, code, { name: '한바다', dob: '20110815', num: 9, gender: 'f' }),
      from('10.2.2.1').headers,
    );
    const [row] = await t.database.db.select().from(attempts).where(eq(attempts.projectSk, sk));
    const [person] = await t.database.db.select().from(examinees).where(eq(examinees.sk, row!.examineeSk));
    // the list's number and gender stand; the e-mail is the examinee's
    expect(person).toMatchObject({ num: 1, gender: 'm', email: 'haneul@example.com' });
  });

  it('admits an examinee under 14 only when the organisation recorded the guardians’ consent', async () => {
    const { sk, key, codes } = await openClass(t, cookies);
    const child = examinee(key, codes[0]!, { dob: '20130101' });
    const refused = await t.call('enterSurvey', child, from('10.2.3.1'));
    expect(refused.status).toBe(403);
    expect(refused.body.error?.fields).toEqual({ dob: 'survey:v.guardianConsent' });
    const consent = await t.call(
      'recordGuardianConsent',
      { SK: sk, collected_by: '담임 김선생', collected_on: seoulToday(), statement: true },
      { cookie: cookies.org },
    );
    expect(consent.status, JSON.stringify(consent.body)).toBe(200);
    await enter(t, child, from('10.2.3.1').headers);
  });

  it('checks every field: required ones, an 8-digit real birth date, a valid e-mail, the privacy consent', async () => {
    const { key, codes } = await openClass(t, cookies);
    const bad = await t.call(
      'enterSurvey',
      {
        ...examinee(key, codes[0]!, { dob: '2011035', email: 'haneul@', name: ' ' }),
        privacy: false as true,
      },
      from('10.2.4.1'),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields).toEqual({
      name: 'survey:v.nameRequired',
      dob: 'survey:v.dobDigits',
      email: 'v.emailInvalid',
      privacy: 'survey:v.privacyRequired',
    });
    const notADay = await t.call(
      'enterSurvey',
      examinee(key, codes[0]!, { dob: '20110231' }),
      from('10.2.4.1'),
    );
    expect(notADay.body.error?.fields).toEqual({ dob: 'survey:v.dobInvalid' });
    expect(await attemptsOn(codes[0]!)).toHaveLength(0);
  });

  it('refuses a name with a line break or a text-direction override, which would disguise a file name', async () => {
    const { key, codes } = await openClass(t, cookies);
    for (const name of ['=2+5\u202Efdp.exe', '김하\n늘']) {
      const refused = await t.call('enterSurvey', examinee(key, codes[0]!, { name }), from('10.2.5.1'));
      expect(refused.status).toBe(400);
      expect(refused.body.error?.fields).toEqual({ name: 'v.nameCharacters' });
    }
    expect(await attemptsOn(codes[0]!)).toHaveLength(0);
  });

  it('keeps the examinee cookie apart: it opens no member operation, and another test’s key refuses it', async () => {
    const a = await openClass(t, cookies);
    const b = await openClass(t, cookies);
    const { cookie } = await enter(t, examinee(a.key, a.codes[0]!), from('10.2.5.1').headers);
    expect((await t.call('getAttempt', { SK: b.key }, { cookie })).status).toBe(401);
    expect((await t.call('getAttempt', { SK: a.key })).status).toBe(401);
    expect((await t.call('getMyOrders', { page: 1 } as never, { cookie })).status).toBe(401);
    // a member's session is no examinee's
    expect((await t.call('getAttempt', { SK: a.key }, { cookie: cookies.org })).status).toBe(401);
  });
});

/** The attempts started on a code. */
async function attemptsOn(code: string) {
  return t.database.db
    .select()
    .from(attempts)
    .where(eq(attempts.entryCodeId, await codeId(code)));
}

async function codeId(code: string) {
  const [row] = await t.database.db.select().from(entryCodes).where(eq(entryCodes.code, code));
  return row!.id;
}
