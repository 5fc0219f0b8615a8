import { addDays, seoulToday } from '@putt/contract/dates';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/back-office.js';
import { outbox } from '../../db/schema/accounts.js';
import { entryCodes, orders, projects } from '../../db/schema/orders.js';
import { fromDateColumn, toDateColumn } from '../../db/date-columns.js';
import { createOrganisation, login } from '../../testing/members.js';
import { middleClass, registeredClasses } from '../../testing/classes.js';
import { flat, pageTexts } from '../../testing/pdf-reader.js';
import { createTestStaff, loginStaffCookie } from '../../testing/staff.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { startDueProjects } from '../start-due-projects.js';
import { mailLinkOnce } from './link-mail-job.js';
import { linkMailInstant } from './link-mail-instant.js';

let t: TestApp;
const cookies = {} as Record<'userA' | 'adminB' | 'staff', string>;
const deps = () => ({ database: t.database, config: t.config, log: pino({ level: 'silent' }) });

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await createOrganisation(db, 'maila');
  await createOrganisation(db, 'mailb');
  await createTestStaff(db, 'clerk4', 'operator');
  cookies.userA = await login(t, 'user1', { orgId: 'maila' });
  cookies.adminB = await login(t, 'admin1', { orgId: 'mailb' });
  cookies.staff = await loginStaffCookie(t, 'clerk4');
});
afterAll(() => t.close());

/** A middle school's registered PUTT order with one class, '3학년 2반', opened. */
async function openedClass(startIn: number, students = 12) {
  const { SK, classes } = await registeredClasses(t, { org: cookies.userA, staff: cookies.staff }, [
    { ...middleClass('3학년 2반', startIn, students), email: 'homeroom3@example.com' },
  ]);
  const sk = classes[0]!;
  const opened = await t.call('openOneProject', { SK: sk }, { cookie: cookies.userA });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  return { SK, sk };
}

const project = async (sk: string) =>
  (await t.database.db.select().from(projects).where(eq(projects.sk, sk)))[0]!;
const codesOf = async (sk: string) =>
  t.database.db.select().from(entryCodes).where(eq(entryCodes.projectSk, sk)).orderBy(asc(entryCodes.num));
const linkMails = async (subjectPart: string) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.template, 'project-link'))).filter((mail) =>
    mail.subject.includes(subjectPart),
  );
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('the link mail', () => {
  it('is queued at opening for the day before the start at 09:00 Korea time', async () => {
    const { sk } = await openedClass(14);
    // both drivers answer { rows }
    const queued = (await t.database.db.execute(
      sql`select start_after, singleton_key from pgboss.job where name = 'project-link-mail' and data->>'projectSk' = ${sk}`,
    )) as unknown as { rows: { start_after: Date | string; singleton_key: string }[] };
    const [job] = queued.rows;
    expect(job).toBeDefined();
    const expected = linkMailInstant(addDays(seoulToday(), 14));
    expect(new Date(job!.start_after).toISOString()).toBe(expected.toISOString());
    expect(job!.singleton_key).toBe(sk);
    // nothing is written before its time
    expect((await project(sk)).linkMailedAt).toBeNull();
  });

  it('goes out at once for a class opened on its start day: link, every code, the code sheet; once, with two workers', async () => {
    const { SK, sk } = await openedClass(0, 12);
    const opened = await project(sk);
    // the queued job (polled every half second here) and a second worker's catch-up race for it
    await Promise.all([mailLinkOnce(sk, deps()), mailLinkOnce(sk, deps())]);
    await expect.poll(async () => (await project(sk)).linkMailedAt, { timeout: 10_000 }).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await startDueProjects(deps());
    const [order] = await t.database.db.select().from(orders).where(eq(orders.sk, SK));
    const mails = (await linkMails('3학년 2반')).filter((mail) => mail.createdAt >= opened.createdAt);
    // one mail to the order's contact and one to the teacher, written once
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [order!.receiverEmail, 'homeroom3@example.com'].sort(),
    );
    const codes = await codesOf(sk);
    expect(codes).toHaveLength(12);
    for (const mail of mails) {
      expect(mail.text).toContain(opened.responderUri!);
      for (const { code } of codes) expect(mail.text).toContain(code);
      expect(mail.attachments).toHaveLength(1);
      const pdf = await t.files.get(mail.attachments![0]!.fileId);
      const text = flat((await pageTexts(pdf!)).join(''));
      for (const { code } of codes) expect(text).toContain(code);
    }
  });

  it('can be resent by the organisation, now; not by another organisation, not before the class is opened', async () => {
    const { sk } = await openedClass(30);
    const before = (await linkMails('3학년 2반')).length;
    const res = await t.call('resendProjectLinkMail', { SK: sk }, { cookie: cookies.userA });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await linkMails('3학년 2반')).length).toBe(before + 2);
    // the scheduled mail still goes the day before
    expect((await project(sk)).linkMailedAt).toBeNull();

    const foreign = await t.call('resendProjectLinkMail', { SK: sk }, { cookie: cookies.adminB });
    const missing = await t.call('resendProjectLinkMail', { SK: 'no-such' }, { cookie: cookies.adminB });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await t.call('resendProjectLinkMail', { SK: sk })).status).toBe(401);
    expect((await linkMails('3학년 2반')).length).toBe(before + 2);
  });
});

describe('the start of a ready class', () => {
  it('comes with its start date, from the hourly job, with its due link mail; not a day before', async () => {
    const { SK, sk } = await openedClass(3);
    const start = addDays(seoulToday(), 3);
    const kst = (ymd: string, time: string) =>
      new Date(`${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}T${time}+09:00`);

    await startDueProjects(deps(), kst(addDays(start, -1), '08:59:00'));
    expect((await project(sk)).status).toBe('ready');
    expect((await project(sk)).linkMailedAt).toBeNull();

    // the day before at 09:00 the mail is due (its own job would also send it then)
    await startDueProjects(deps(), kst(addDays(start, -1), '09:00:00'));
    expect((await project(sk)).status).toBe('ready');
    expect((await project(sk)).linkMailedAt).not.toBeNull();

    await startDueProjects(deps(), kst(start, '00:01:00'));
    expect((await project(sk)).status).toBe('ing');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.sk, SK));
    expect(order!.status).toBe('ing');
    expect(fromDateColumn((await project(sk)).startTargetDate)).toBe(start);
    // run again: nothing more to start, nothing mailed twice
    const mailed = (await linkMails('3학년 2반')).length;
    expect((await startDueProjects(deps(), kst(start, '01:01:00'))).started).toBe(0);
    expect((await linkMails('3학년 2반')).length).toBe(mailed);
  });
});

describe('the code sheet', () => {
  it('is a PDF with every code and the link, and a CSV, for the organisation and for staff (audited)', async () => {
    const { sk } = await openedClass(5, 12);
    const { responderUri } = await project(sk);
    const codes = await codesOf(sk);

    const pdf = await get(`/documents/projects/${sk}/codes.pdf`, cookies.userA);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(encodeURIComponent('인증코드-3학년 2반.pdf'));
    const text = flat((await pageTexts(pdf.rawPayload)).join(''));
    for (const { code } of codes) expect(text).toContain(code);
    expect(text).toContain(flat(responderUri!).slice(0, 30));

    const csv = await get(`/documents/projects/${sk}/codes.csv`, cookies.userA);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('번호,이름,인증코드,검사 주소');
    expect(lines.slice(1)).toEqual(codes.map((row) => `${row.num},,${row.code},${responderUri}`));

    // staff say why before a class's sheet (issue 44); the reason stays with the read
    const unexplained = await get(`/documents/projects/${sk}/codes.csv`, cookies.staff);
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().error.fields).toEqual({ reason: 'admin:v.downloadReason' });
    const staff = await get(
      `/documents/projects/${sk}/codes.csv?reason=${encodeURIComponent('학교 요청 재발송')}`,
      cookies.staff,
    );
    expect(staff.statusCode).toBe(200);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.targetId, [sk]));
    const read = audits.find((row) => row.action === 'downloadCodeSheet');
    expect(read?.detail).toMatchObject({ file: 'codes.csv', reason: '학교 요청 재발송' });
    expect(audits.filter((row) => row.action === 'downloadCodeSheet')).toHaveLength(1);
  });

  it('is no one else’s: another organisation, a visitor, a class not yet opened answer not-found', async () => {
    const { sk } = await openedClass(5, 3);
    const missing = await get(`/documents/projects/no-such/codes.pdf`, cookies.adminB);
    expect(missing.statusCode).toBe(404);
    const foreign = await get(`/documents/projects/${sk}/codes.pdf`, cookies.adminB);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect((await get(`/documents/projects/${sk}/codes.pdf`)).statusCode).toBe(404);
    expect((await get(`/documents/projects/${sk}/codes.exe`, cookies.userA)).statusCode).toBe(404);
    await t.database.db
      .update(projects)
      .set({ status: 'pending', startTargetDate: toDateColumn(seoulToday()) })
      .where(eq(projects.sk, sk));
    expect((await get(`/documents/projects/${sk}/codes.pdf`, cookies.userA)).statusCode).toBe(404);
  });
});
