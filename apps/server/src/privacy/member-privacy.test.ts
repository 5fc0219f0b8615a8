import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/accounts.js';
import { attempts } from '../db/schema/attempts.js';
import { auditLog } from '../db/schema/back-office.js';
import { examinees } from '../db/schema/orders.js';
import { seedDemoBanks } from '../instruments/item-banks.js';
import { seedDemoNorms } from '../scoring/norm-tables.js';
import { createIndividual, createOrganisation, login } from '../testing/members.js';
import { personalOrder } from '../testing/orders.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { readyStudentReport, takenPersonalTest } from '../testing/taken-test.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { zipEntries } from '../testing/zip-entries.js';
import { destroyDue } from './destroy-due.js';

let t: TestApp;
const cookies = {} as Record<'member' | 'other' | 'orgUser' | 'staff', string>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoBanks(t.database.db);
  await seedDemoNorms(t.database.db);
  await createIndividual(t.database.db, 'family44', { email: 'family44@example.com' });
  await createIndividual(t.database.db, 'other44');
  await createOrganisation(t.database.db, 'school44');
  await createTestStaff(t.database.db, 'clerk45', 'operator');
  cookies.member = await login(t, 'family44');
  cookies.other = await login(t, 'other44');
  cookies.orgUser = await login(t, 'user1', { orgId: 'school44' });
  cookies.staff = await loginStaffCookie(t, 'clerk45');
}, 60_000);
afterAll(() => t.close());

const myData = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/documents/my-data.zip', headers: cookie ? { cookie } : {} });

type Exported = {
  account: { id: string; email: string };
  orders: { orderNumber: string; guardian: { name: string } | null }[];
  examinees: {
    name: string;
    birthDate: string;
    attempts: {
      privacyNoticeAgreedAt: string;
      answers: unknown[];
      results: { scores: unknown; reports: { file: string }[] }[];
    }[];
  }[];
};

describe("an individual member's own data", () => {
  it('downloads as a ZIP of a readable JSON and the report PDFs, for the member alone, and is audited', async () => {
    const taken = await takenPersonalTest(t, { member: cookies.member, staff: cookies.staff });
    await readyStudentReport(t, taken.projectSk);

    const got = await myData(cookies.member);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/zip');
    const entries = zipEntries(got.rawPayload);
    const data = JSON.parse(entries.get('data.json')!.toString('utf8')) as Exported;
    expect(data.account).toMatchObject({ id: 'family44', email: 'family44@example.com' });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]!.guardian?.name).toBe(taken.order.guardian.name);
    const child = data.examinees.find((person) => person.attempts.length > 0)!;
    expect(child).toMatchObject({ name: taken.order.examinee.name, birthDate: taken.order.examinee.dob });
    const attempt = child.attempts[0]!;
    expect(attempt.privacyNoticeAgreedAt).toMatch(/^\d{4}-/);
    expect(attempt.answers.length).toBeGreaterThan(100);
    expect(attempt.results[0]!.scores).toBeTruthy();
    const pdf = entries.get(attempt.results[0]!.reports[0]!.file)!;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(entries.get('README.txt')!.toString()).toContain('data.json');

    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'downloadMyData'));
    expect(audit).toMatchObject({ memberLogin: 'family44', kind: 'view', detail: { reports: 1 } });

    // another member's archive holds none of it; a visitor and an organisation's user get none
    const other = zipEntries((await myData(cookies.other)).rawPayload);
    expect(other.get('data.json')!.toString()).not.toContain(taken.order.examinee.name);
    expect((await myData()).statusCode).toBe(401);
    expect((await myData(cookies.orgUser)).statusCode).toBe(403);
  });

  it('asks to erase an examinee early: refused while a test is answered, then erased by the job with a receipt', async () => {
    const listed = await t.call('getMyPrivacy', {}, { cookie: cookies.member });
    const person = listed.body.examinees.find((row) => row.tests > 0)!;
    expect(person).toMatchObject({ erasureRequested: false, answering: false });
    // another member cannot name this examinee
    const foreign = await t.call(
      'requestMyExamineeErasure',
      { SK: person.SK, confirm: true },
      { cookie: cookies.other },
    );
    expect(foreign.status).toBe(404);
    // without the confirmation nothing is asked
    const unconfirmed = await t.call(
      'requestMyExamineeErasure',
      { SK: person.SK, confirm: false as true },
      { cookie: cookies.member },
    );
    expect(unconfirmed.body.error?.fields?.confirm).toBe('privacy:v.confirmRequired');

    // a test being answered holds the request back
    const [attempt] = await t.database.db.select().from(attempts).where(eq(attempts.examineeSk, person.SK));
    await t.database.db.update(attempts).set({ state: 'answering' }).where(eq(attempts.id, attempt!.id));
    const answering = await t.call(
      'requestMyExamineeErasure',
      { SK: person.SK, confirm: true },
      { cookie: cookies.member },
    );
    expect(answering.body.error?.fields).toEqual({ SK: 'privacy:v.answering' });
    // an attempt retired for a retest takes no more answers: it holds nothing back
    await t.database.db.update(attempts).set({ retiredAt: new Date() }).where(eq(attempts.id, attempt!.id));
    expect((await t.call('getMyPrivacy', {}, { cookie: cookies.member })).body.examinees).toContainEqual(
      expect.objectContaining({ SK: person.SK, answering: false }),
    );

    const asked = await t.call(
      'requestMyExamineeErasure',
      { SK: person.SK, confirm: true },
      { cookie: cookies.member },
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const pending = await t.call('getMyPrivacy', {}, { cookie: cookies.member });
    expect(pending.body.requests).toEqual([
      { requestedAt: expect.any(Number), doneAt: null, examinees: person.tests },
    ]);

    const run = await destroyDue(t.database, t.files, { now: new Date(), origin: 'https://putt.example' });
    expect(run.erasureRequests).toBe(1);
    const [erased] = await t.database.db.select().from(examinees).where(eq(examinees.sk, person.SK));
    expect(erased).toMatchObject({ name: '', dob: null });
    const receipt = await t.database.db.select().from(outbox).where(eq(outbox.template, 'erasure-done'));
    expect(receipt.map((mail) => mail.to)).toEqual(['family44@example.com']);
    expect(receipt[0]!.text).toContain(`${person.tests}`);

    const after = await t.call('getMyPrivacy', {}, { cookie: cookies.member });
    expect(after.body.examinees.some((row) => row.name === person.name)).toBe(false);
    expect(after.body.requests[0]!.doneAt).not.toBeNull();
    const archive = zipEntries((await myData(cookies.member)).rawPayload);
    // the order and its payment stay (five years), the examinee does not
    const left = JSON.parse(archive.get('data.json')!.toString()) as Exported;
    expect(left.orders).toHaveLength(1);
    expect(left.examinees.map((row) => row.name)).not.toContain(person.name);
    expect([...archive.keys()].some((name) => name.startsWith('reports/'))).toBe(false);
  });

  it('lists only the members own examinees, one per person', async () => {
    await t.call(
      'createOrder',
      personalOrder((o) => void (o.examinee.name = '남의아이')),
      { cookie: cookies.other },
    );
    const mine = await t.call('getMyPrivacy', {}, { cookie: cookies.member });
    expect(JSON.stringify(mine.body)).not.toContain('남의아이');
    const theirs = await t.call('getMyPrivacy', {}, { cookie: cookies.other });
    expect(theirs.body.examinees.map((row) => row.name)).toEqual(['남의아이']);
  });
});
