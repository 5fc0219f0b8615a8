import { ErrorCode } from '@putt/contract/errors';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryCodes, examinees, projects } from '../../db/schema/orders.js';
import { createIndividual, createOrganisation, login } from '../../testing/members.js';
import { classListFile, middleClass, registeredClasses } from '../../testing/classes.js';
import { flat, pageTexts } from '../../testing/pdf-reader.js';
import { createTestStaff, loginStaffCookie } from '../../testing/staff.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
const cookies = {} as Record<'userA' | 'adminB' | 'member' | 'staff', string>;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await createOrganisation(db, 'lista');
  await createOrganisation(db, 'listb');
  await createIndividual(db, 'parent05');
  await createTestStaff(db, 'clerk5', 'operator');
  cookies.userA = await login(t, 'user1', { orgId: 'lista' });
  cookies.adminB = await login(t, 'admin1', { orgId: 'listb' });
  cookies.member = await login(t, 'parent05');
  cookies.staff = await loginStaffCookie(t, 'clerk5');
});
afterAll(() => t.close());

/** A middle school's registered PUTT class of `students`, starting in five days. */
async function registeredClass(students: number): Promise<string> {
  const { classes } = await registeredClasses(t, { org: cookies.userA, staff: cookies.staff }, [
    middleClass('1학년 3반', 5, students),
  ]);
  return classes[0]!;
}

const xlsx = (rows: (string | number | Date)[][]) => classListFile(rows);

const threeStudents = () =>
  xlsx([
    [1, '김민준', '남', '2012-03-04'],
    [2, '이서연', '여', new Date(Date.UTC(2012, 6, 9))],
    [5, '박도윤', '남', '20120111'],
  ]);

const students = async (sk: string) =>
  t.database.db.select().from(examinees).where(eq(examinees.projectSk, sk)).orderBy(asc(examinees.num));
const codes = async (sk: string) =>
  t.database.db.select().from(entryCodes).where(eq(entryCodes.projectSk, sk)).orderBy(asc(entryCodes.num));

describe('a class list', () => {
  it('is previewed without saving anything, then registered; opening gives each student the code of their number', async () => {
    const sk = await registeredClass(4);
    const file = await threeStudents();
    const preview = await t.call('previewClassList', { SK: sk, file }, { cookie: cookies.userA });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toEqual({
      ok: true,
      students: [
        { num: 1, name: '김민준', gender: 'm', dob: '20120304' },
        { num: 2, name: '이서연', gender: 'f', dob: '20120709' },
        { num: 5, name: '박도윤', gender: 'm', dob: '20120111' },
      ],
    });
    expect(await students(sk)).toHaveLength(0);

    const registered = await t.call('registerClassList', { SK: sk, file }, { cookie: cookies.userA });
    expect(registered.body).toMatchObject({ ok: true });
    expect((await students(sk)).map((s) => [s.num, s.name, s.gender, s.dob])).toEqual([
      [1, '김민준', 'm', '2012-03-04'],
      [2, '이서연', 'f', '2012-07-09'],
      [5, '박도윤', 'm', '2012-01-11'],
    ]);
    // registering again replaces the list
    const again = await t.call('registerClassList', { SK: sk, file }, { cookie: cookies.userA });
    expect(again.body).toMatchObject({ ok: true });
    const listed = await students(sk);
    expect(listed).toHaveLength(3);

    // four places: the three students' numbers and the smallest free one
    expect((await t.call('openOneProject', { SK: sk }, { cookie: cookies.userA })).status).toBe(200);
    const given = await codes(sk);
    expect(given.map((code) => code.num)).toEqual([1, 2, 3, 5]);
    expect(given.map((code) => listed.find((s) => s.sk === code.examineeSk)?.name ?? null)).toEqual([
      '김민준',
      '이서연',
      null,
      '박도윤',
    ]);
    // the code sheet prints each registered student's name on their slip
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/documents/projects/${sk}/codes.pdf`,
      headers: { cookie: cookies.userA },
    });
    const text = flat((await pageTexts(pdf.rawPayload)).join(''));
    for (const name of ['김민준', '이서연', '박도윤']) expect(text).toContain(name);
  });

  it('of an opened class keeps the codes given out; a new number gets a new code', async () => {
    const sk = await registeredClass(3);
    await t.call('openOneProject', { SK: sk }, { cookie: cookies.userA });
    const before = await codes(sk);
    expect(before.map((code) => code.num)).toEqual([1, 2, 3]);
    const registered = await t.call(
      'registerClassList',
      { SK: sk, file: await threeStudents() },
      { cookie: cookies.userA },
    );
    expect(registered.body).toMatchObject({ ok: true });
    const after = await codes(sk);
    expect(after.map((code) => code.num)).toEqual([1, 2, 3, 5]);
    for (const code of before) expect(after.find((c) => c.num === code.num)!.code).toBe(code.code);
    const listed = await students(sk);
    expect(after.filter((code) => code.examineeSk).map((code) => code.num)).toEqual([1, 2, 5]);
    expect(new Set(after.map((code) => code.examineeSk).filter(Boolean))).toEqual(
      new Set(listed.map((s) => s.sk)),
    );
  });

  it('answers every bad row with its row and column, and registers nothing', async () => {
    const sk = await registeredClass(10);
    const file = await xlsx([
      [1, '김민준', '남', '2012-03-04'],
      [1, '이서연', '여', '2012-07-09'],
      [3, '', '남', '2012-01-11'],
      [4, '정시우', '모름', '2012-13-01'],
    ]);
    const res = await t.call('registerClassList', { SK: sk, file }, { cookie: cookies.userA });
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(false);
    const problems = !res.body.ok ? res.body.problems : [];
    expect(problems.map((p) => [p.row, p.column, p.key])).toEqual([
      [3, '번호', 'org-orders:v.numDuplicate'],
      [4, '이름', 'org-orders:v.nameRequired'],
      [5, '성별', 'org-orders:v.genderInvalid'],
      [5, '생년월일', 'org-orders:v.dobInvalid'],
    ]);
    expect(await students(sk)).toHaveLength(0);

    // a file renamed .xlsx that is no spreadsheet
    const fake = { name: 'list.xlsx', base64: Buffer.from('%PDF-1.7 not a workbook').toString('base64') };
    const unreadable = await t.call('previewClassList', { SK: sk, file: fake }, { cookie: cookies.userA });
    expect(unreadable.body).toEqual({
      ok: false,
      problems: [{ row: null, column: null, key: 'org-orders:v.classListUnreadable' }],
    });
  });

  it('names no more students than the class has', async () => {
    const sk = await registeredClass(2);
    const res = await t.call(
      'previewClassList',
      { SK: sk, file: await threeStudents() },
      { cookie: cookies.userA },
    );
    expect(res.body).toEqual({
      ok: false,
      problems: [{ row: null, column: null, key: 'org-orders:v.classListMoreThanCount' }],
    });
  });

  it('is refused once the test has started, and for anyone but the organisation', async () => {
    const sk = await registeredClass(4);
    const file = await threeStudents();
    for (const name of ['previewClassList', 'registerClassList'] as const) {
      const missing = await t.call(name, { SK: 'no-such', file }, { cookie: cookies.adminB });
      const foreign = await t.call(name, { SK: sk, file }, { cookie: cookies.adminB });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(missing.body);
      expect((await t.call(name, { SK: sk, file }, { cookie: cookies.member })).status).toBe(403);
      expect((await t.call(name, { SK: sk, file })).status).toBe(401);
    }
    await t.database.db.update(projects).set({ status: 'ing' }).where(eq(projects.sk, sk));
    const started = await t.call('registerClassList', { SK: sk, file }, { cookie: cookies.userA });
    expect(started.body.error).toMatchObject({
      code: ErrorCode.INVALID_DATA,
      fields: { SK: 'v.transitionRefused' },
    });
    expect(await students(sk)).toHaveLength(0);
  });

  it('has a template anyone can download, which reads back as an empty list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/documents/class-list-template.xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('학생명단_양식.xlsx'));
    const sk = await registeredClass(4);
    const file = { name: 'template.xlsx', base64: res.rawPayload.toString('base64') };
    const preview = await t.call('previewClassList', { SK: sk, file }, { cookie: cookies.userA });
    expect(preview.body).toEqual({
      ok: false,
      problems: [{ row: null, column: null, key: 'org-orders:v.classListEmpty' }],
    });
  });
});
