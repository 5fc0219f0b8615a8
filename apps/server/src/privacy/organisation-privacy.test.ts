import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/accounts.js';
import { examinees } from '../db/schema/orders.js';
import { erasureRequests } from '../db/schema/privacy.js';
import { createIndividual, createOrganisation, login } from '../testing/members.js';
import { flat, pageTexts } from '../testing/pdf-reader.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { answerAllAndSubmit, carefulAnswer, enter, examinee, openClass } from '../testing/survey.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { destroyDue } from './destroy-due.js';

let t: TestApp;
const cookies = {} as Record<'org' | 'admin' | 'otherAdmin' | 'individual' | 'staff', string>;

beforeAll(async () => {
  t = await createTestApp();
  await createOrganisation(t.database.db, 'erasea');
  await createOrganisation(t.database.db, 'eraseb');
  await createIndividual(t.database.db, 'parent46');
  await createTestStaff(t.database.db, 'clerk46', 'operator');
  cookies.org = await login(t, 'user1', { orgId: 'erasea' });
  cookies.admin = await login(t, 'admin1', { orgId: 'erasea' });
  cookies.otherAdmin = await login(t, 'admin1', { orgId: 'eraseb' });
  cookies.individual = await login(t, 'parent46');
  cookies.staff = await loginStaffCookie(t, 'clerk46');
}, 60_000);
afterAll(() => t.close());

const agreement = (cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/documents/organisation/processing-agreement.pdf',
    headers: cookie ? { cookie } : {},
  });

describe("a school's pupils' data", () => {
  it("is erased early by the school's administrator once the class is closed, with a receipt", async () => {
    const { sk, key, codes } = await openClass(t, { org: cookies.org, staff: cookies.staff }, 3);
    const { cookie } = await enter(t, examinee(key, codes[0]!, { num: 1 }));
    await answerAllAndSubmit(t, key, cookie, carefulAnswer);
    const erase = (cookie: string, SK = sk) => t.call('eraseClassPupils', { SK, confirm: true }, { cookie });

    // an open class is being tested: refused, with the reason
    expect((await erase(cookies.admin)).body.error?.fields).toEqual({ SK: 'privacy:v.classOpen' });
    expect((await t.call('closeOneProject', { SK: sk }, { cookie: cookies.org })).status).toBe(200);
    // a teacher of the school may not; another school meets a missing class
    expect((await erase(cookies.org)).status).toBe(403);
    expect((await erase(cookies.otherAdmin)).status).toBe(404);

    const asked = await erase(cookies.admin);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const pupils = await t.database.db.select().from(examinees).where(eq(examinees.projectSk, sk));
    expect(asked.body.examinees).toBe(pupils.length);
    expect(pupils.every((pupil) => pupil.eraseRequestedAt !== null)).toBe(true);

    expect((await destroyDue(t.database, t.files, { now: new Date(), origin: 'https://x' })).examinees).toBe(
      pupils.length,
    );
    const after = await t.database.db.select().from(examinees).where(eq(examinees.projectSk, sk));
    expect(after.map((pupil) => [pupil.name, pupil.dob])).toEqual(pupils.map(() => ['', null]));
    const [request] = await t.database.db
      .select()
      .from(erasureRequests)
      .where(eq(erasureRequests.projectSk, sk));
    expect(request).toMatchObject({ source: 'organisation', receiptTo: 'admin@example.com' });
    expect(request!.doneAt).not.toBeNull();
    const receipts = await t.database.db.select().from(outbox).where(eq(outbox.template, 'erasure-done'));
    expect(receipts.map((mail) => mail.to)).toEqual(['admin@example.com']);
  });
});

describe("a school's processing agreement", () => {
  it('is a PDF made from the school, the company and the retention rules, for the school administrator only', async () => {
    const pdf = await agreement(cookies.admin);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = flat((await pageTexts(pdf.rawPayload)).join(''));
    expect(text).toContain(flat('개인정보 처리 위탁 계약서'));
    expect(text).toContain(flat('erasea 학교(이하 "위탁자")'));
    expect(text).toContain(flat('학급의 검사 종료일부터 3년간 보관한 뒤 파기합니다'));
    expect(text).toContain(flat('대표자: 김교장'));

    // the rules in force are the ones it states
    await createTestStaff(t.database.db, 'boss46', 'admin');
    const admin = await loginStaffCookie(t, 'boss46');
    await t.call(
      'adminUpdateSettings',
      { section: 'retention', value: { identityYears: 2, inactiveAccountYears: 1 } },
      { cookie: admin },
    );
    const again = flat((await pageTexts((await agreement(cookies.admin)).rawPayload)).join(''));
    expect(again).toContain(flat('학급의 검사 종료일부터 2년간 보관한 뒤 파기합니다'));

    expect((await agreement(cookies.org)).statusCode).toBe(403);
    expect((await agreement(cookies.individual)).statusCode).toBe(403);
    expect((await agreement()).statusCode).toBe(401);
  });
});
