import type { TNormTable } from '@putt/contract/norms';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/accounts.js';
import { inspectZip } from '../../files/zip-inspect.js';
import { auditLog } from '../../db/schema/back-office.js';
import { norms } from '../../db/schema/instruments.js';
import { reports, results } from '../../db/schema/results.js';
import { createOrganisation, login } from '../../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../../testing/staff.js';
import { answerAllAndSubmit, carefulAnswer, enter, examinee, openClass } from '../../testing/survey.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
const cookies = {} as Record<'org' | 'staff' | 'admin', string>;

beforeAll(async () => {
  t = await createTestApp();
  await createOrganisation(t.database.db, 'reviewa');
  await createTestStaff(t.database.db, 'clerk21', 'operator');
  await createTestStaff(t.database.db, 'chief21', 'admin');
  cookies.org = await login(t, 'user1', { orgId: 'reviewa' });
  cookies.staff = await loginStaffCookie(t, 'clerk21');
  cookies.admin = await loginStaffCookie(t, 'chief21');
});
afterAll(() => t.close());

const detailOf = async (orderSk: string) =>
  (await t.call('getOrderProjectsContainsExamninees', { SK: orderSk }, { cookie: cookies.org })).body.Item
    .projects[0]!;

async function readyReports(sk: string, count: number, kind = 'student') {
  for (let wait = 0; wait < 150; wait += 1) {
    const rows = (await t.database.db.select().from(reports).where(eq(reports.projectSk, sk))).filter(
      (row) => row.kind === kind,
    );
    if (rows.filter((row) => row.status === 'ready').length === count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${count} ${kind} reports were not made in 30 s`);
}

/** A class of `students` with a careful examinee (released) at 1 and a hurried one (held) at 2. */
async function classWithHeld(students = 3) {
  const opened = await openClass(t, cookies, students);
  const careful = await enter(t, examinee(opened.key, opened.codes[0]!, { num: 1 }));
  await answerAllAndSubmit(t, opened.key, careful.cookie, carefulAnswer);
  const hurriedEntry = examinee(opened.key, opened.codes[1]!, { num: 2, name: '김바다', dob: '20110607' });
  const hurried = await enter(t, hurriedEntry);
  await answerAllAndSubmit(t, opened.key, hurried.cookie, () => 3, 300);
  const list = await t.call('adminListResults', { q: opened.sk, status: 'held' }, { cookie: cookies.staff });
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  expect(list.body.items).toHaveLength(1);
  return { ...opened, held: list.body.items[0]!, hurried, hurriedEntry };
}

const review = (id: string, decision: 'release' | 'retest', cookie = cookies.staff) =>
  t.call('adminReviewResult', { id, decision, note: '응답 시간 확인함' }, { cookie });

describe('staff review of held results', () => {
  it('lists a held result with what its checks measured; released after the close, it still gets its report and a new teacher report', async () => {
    const { sk, orderSk, held } = await classWithHeld();
    expect(held).toMatchObject({
      status: 'held',
      examinee: { name: '김바다', num: 2 },
      project: { SK: sk, orderSK: orderSk, status: 'ing' },
      instrument: 'putt_m',
      norm: { current: true },
      review: null,
    });
    expect(held.flags).toEqual(expect.arrayContaining(['fast', 'sameAnswers']));
    const read = await t.call('adminGetResult', { id: held.id }, { cookie: cookies.staff });
    expect(read.body.quality.flags).toEqual(held.flags);
    expect(read.body.quality.medianMs).toBe(300);
    expect(read.body.versions).toHaveLength(1);
    expect(read.body.versions[0]!.areas).toHaveLength(8);

    // the class closes with one released result: its reports are made, the held one waits
    expect((await t.call('closeOneProject', { SK: sk }, { cookie: cookies.org })).status).toBe(200);
    await readyReports(sk, 1);
    await readyReports(sk, 1, 'teacher');

    expect((await review(held.id, 'release')).body).toEqual({ message: 'success' });
    const students = await readyReports(sk, 2);
    expect(students.every((row) => row.language === 'ko')).toBe(true);
    // a teacher report that holds the released result
    await readyReports(sk, 2, 'teacher');
    const after = await t.call('adminGetResult', { id: held.id }, { cookie: cookies.staff });
    expect(after.body.result).toMatchObject({
      status: 'released',
      review: { by: 'clerk21', note: '응답 시간 확인함' },
    });
    expect((await detailOf(orderSk)).reports).toMatchObject({ released: 2, held: 0, ready: 2 });

    // decided once: a second decision is refused and changes nothing
    const again = await review(held.id, 'retest');
    expect(again.status).toBe(400);
    expect(again.body.error?.fields).toEqual({ id: 'admin_results:v.notHeld' });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'adminReviewResult'), eq(auditLog.targetId, held.id)));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ staffLogin: 'clerk21', subject: '김바다' });
  });

  it('asks for a retest: the code opens a new attempt for the same examinee only, whose result takes the place', async () => {
    const { sk, orderSk, key, codes, held, hurried, hurriedEntry } = await classWithHeld(2);
    expect((await review(held.id, 'retest')).status).toBe(200);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.template, 'retest-requested'));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.at(-1)!.subject).toContain('김바다');
    const place = (await detailOf(orderSk)).codes!.find((code) => code.num === 2)!;
    expect(place.progress?.state).toBe('retest');

    // the old device is signed out of the retired attempt
    expect((await t.call('getAttempt', { SK: key }, { cookie: hurried.cookie })).status).not.toBe(200);
    // the code now offers the student it belongs to, and admits no one else
    const check = await t.call('checkSurveyInfo', { SK: key, authCode: codes[1]! });
    expect(check.body.Item).toMatchObject({ used: false, student: { name: '김바다' } });
    const stranger = await t.call('enterSurvey', { ...hurriedEntry, name: '이름다름' });
    expect(stranger.status).toBe(400);
    const retaken = await enter(t, hurriedEntry);
    expect(retaken.resumed).toBe(false);
    await answerAllAndSubmit(t, key, retaken.cookie, carefulAnswer);

    expect((await detailOf(orderSk)).reports).toMatchObject({ released: 2, held: 0 });
    const retested = await t.call('adminListResults', { q: sk, status: 'retest' }, { cookie: cookies.staff });
    expect(retested.body.items.map((row) => row.id)).toEqual([held.id]);
    const released = await t.call(
      'adminListResults',
      { q: sk, status: 'released' },
      { cookie: cookies.staff },
    );
    expect(released.body.items.map((row) => row.examinee.name).sort()).toEqual(['김바다', '정하늘']);
  });

  it('refuses a retest once the class is closed, and leaves the result held', async () => {
    const { sk, held } = await classWithHeld(2);
    await t.call('closeOneProject', { SK: sk }, { cookie: cookies.org });
    const late = await review(held.id, 'retest');
    expect(late.status).toBe(400);
    expect(late.body.error?.fields).toEqual({ id: 'admin_results:v.retestClosed' });
    const [row] = await t.database.db.select().from(results).where(eq(results.id, held.id));
    expect(row!.status).toBe('held');
  });

  it('is for staff: a customer is refused, a note is required', async () => {
    const { held } = await classWithHeld(2);
    expect((await t.call('adminReviewResult', { id: held.id, decision: 'release', note: 'x' })).status).toBe(
      401,
    );
    expect((await t.call('adminListResults', {}, { cookie: cookies.org })).status).toBe(401);
    const blank = await t.call(
      'adminReviewResult',
      { id: held.id, decision: 'release', note: '  ' },
      { cookie: cookies.staff },
    );
    expect(blank.status).toBe(400);
    expect(blank.body.error?.fields).toEqual({ note: 'admin_results:v.noteRequired' });
    const missing = await review('00000000-0000-4000-8000-000000000000', 'release');
    expect(missing.status).toBe(404);
  });
});

const normFile = (norm: TNormTable, name = 'norm.json') => ({
  name,
  base64: Buffer.from(JSON.stringify(norm)).toString('base64'),
});

async function currentPuttNorm() {
  const list = await t.call('adminListNorms', {}, { cookie: cookies.staff });
  const row = list.body.norms.find((norm) => norm.instrument === 'putt_m' && norm.current)!;
  const read = await t.call('adminGetNorm', { id: row.id }, { cookie: cookies.staff });
  return { row, content: read.body.content };
}

describe('norms in the back office', () => {
  it('refuses a file that is not a norm table, one that misses a scale, and one with overlapping bands, storing nothing', async () => {
    await openClass(t, cookies, 1);
    const { content } = await currentPuttNorm();
    const before = (await t.database.db.select().from(norms)).length;
    const importNorm = (file: { name: string; base64: string }) =>
      t.call('adminImportNorm', { file }, { cookie: cookies.admin });

    expect((await importNorm({ name: 'norm.txt', base64: 'aGVsbG8=' })).body).toEqual({
      ok: false,
      problems: [{ code: 'unreadable' }],
    });
    expect(
      (await importNorm({ name: 'norm.json', base64: Buffer.from('{').toString('base64') })).body,
    ).toEqual({
      ok: false,
      problems: [{ code: 'unreadable' }],
    });
    const schema = await importNorm(normFile({ ...content, label: '' }));
    expect(schema.body).toEqual({ ok: false, problems: [{ code: 'schema', path: 'label' }] });

    const missing = structuredClone(content);
    delete missing.groups[0]!.stats.scale['linguistic.perception'];
    expect((await importNorm(normFile(missing))).body).toEqual({
      ok: false,
      problems: [{ code: 'missingStat', level: 'scale', id: 'linguistic.perception', group: 0 }],
    });
    const overlapping = structuredClone(content);
    overlapping.bands[0]!.min = 69;
    expect((await importNorm(normFile(overlapping))).body).toEqual({
      ok: false,
      problems: [{ code: 'bandOverlap', at: 69 }],
    });
    // an operator reads norms but does not import them
    expect(
      (await t.call('adminImportNorm', { file: normFile(content) }, { cookie: cookies.staff })).status,
    ).toBe(403);
    expect((await t.database.db.select().from(norms)).length).toBe(before);
  });

  it('an administrator imports a new version and rescores a result under it: the first version stays as history', async () => {
    const { sk, orderSk, key, codes } = await openClass(t, cookies, 1);
    const { cookie } = await enter(t, examinee(key, codes[0]!, { num: 1 }));
    await answerAllAndSubmit(t, key, cookie, carefulAnswer);
    await t.call('requestProjectReportGeneration', { SK: sk }, { cookie: cookies.org });
    await readyReports(sk, 1);
    const [first] = (await t.call('adminListResults', { q: sk }, { cookie: cookies.staff })).body.items;

    const { row, content } = await currentPuttNorm();
    const stricter = structuredClone(content);
    stricter.label = '2027 전국 규준';
    stricter.demo = false;
    for (const group of stricter.groups) {
      for (const stat of Object.values(group.stats.area)) stat.mean += 0.5;
    }
    const imported = await t.call('adminImportNorm', { file: normFile(stricter) }, { cookie: cookies.admin });
    expect(imported.body).toMatchObject({
      ok: true,
      norm: { version: row.version + 1, label: '2027 전국 규준', current: true, createdBy: 'chief21' },
    });
    const listed = await t.call('adminListNorms', {}, { cookie: cookies.staff });
    const current = listed.body.norms.find((norm) => norm.instrument === 'putt_m' && norm.current)!;
    expect(current.olderResults).toBeGreaterThanOrEqual(1);

    expect((await t.call('adminRescoreResult', { id: first!.id }, { cookie: cookies.staff })).status).toBe(
      403,
    );
    const rescored = await t.call('adminRescoreResult', { id: first!.id }, { cookie: cookies.admin });
    expect(rescored.status, JSON.stringify(rescored.body)).toBe(200);
    expect(rescored.body.result).toMatchObject({
      status: 'released',
      norm: { label: '2027 전국 규준', current: true },
    });
    const read = await t.call('adminGetResult', { id: rescored.body.result.id }, { cookie: cookies.staff });
    const [newer, older] = read.body.versions;
    expect(read.body.versions).toHaveLength(2);
    expect(newer).toMatchObject({
      computedBy: 'chief21',
      supersededAt: null,
      norm: { label: '2027 전국 규준' },
    });
    expect(older!.supersededAt).not.toBeNull();
    // every area mean rose by half a point: every T-score fell
    for (const [index, area] of newer!.areas.entries()) {
      expect(area.t!).toBeLessThan(older!.areas[index]!.t!);
    }
    // the released result gets a new report; the first stays for the link already sent, but the
    // class counts and archives the current one only
    await readyReports(sk, 2);
    expect((await detailOf(orderSk)).reports).toMatchObject({ released: 1, ready: 1, queued: 0 });
    const archive = await t.app.inject({
      method: 'GET',
      url: `/documents/projects/${sk}/reports.zip`,
      headers: { cookie: cookies.org },
    });
    expect(inspectZip(archive.rawPayload)).toEqual({ ok: true, names: ['01_정하늘.pdf'] });
    // staff say why before they take a class's reports at once (issue 44), and the log keeps it
    const staffZip = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/documents/projects/${sk}/reports.zip${query}`,
        headers: { cookie: cookies.admin },
      });
    const unexplained = await staffZip('');
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().error.fields).toEqual({ reason: 'admin:v.downloadReason' });
    expect((await staffZip('?reason=%20')).statusCode).toBe(400);
    expect((await staffZip(`?reason=${encodeURIComponent('학부모 재발급 요청')}`)).statusCode).toBe(200);
    const [zipRead] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'downloadReportsZip'));
    expect(zipRead?.detail).toMatchObject({ reports: 1, reason: '학부모 재발급 요청' });

    const twice = await t.call(
      'adminRescoreResult',
      { id: rescored.body.result.id },
      { cookie: cookies.admin },
    );
    expect(twice.body.error?.fields).toEqual({ id: 'admin_results:v.alreadyCurrent' });
    const replaced = await t.call('adminRescoreResult', { id: first!.id }, { cookie: cookies.admin });
    expect(replaced.status).toBe(404);
  });
});

describe('reports asked by staff', () => {
  it('makes a class’s student and teacher reports for the school, audited', async () => {
    const { sk, key, codes } = await openClass(t, cookies, 1);
    const { cookie } = await enter(t, examinee(key, codes[0]!, { num: 1 }));
    await answerAllAndSubmit(t, key, cookie, carefulAnswer);
    expect((await t.call('adminRequestProjectReports', { SK: sk }, { cookie: cookies.staff })).status).toBe(
      200,
    );
    expect((await t.call('adminRequestTeacherReport', { SK: sk }, { cookie: cookies.staff })).status).toBe(
      200,
    );
    await readyReports(sk, 1);
    await readyReports(sk, 1, 'teacher');
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, sk));
    expect(audited.map((row) => row.action).sort()).toEqual([
      'adminRequestProjectReports',
      'adminRequestTeacherReport',
    ]);
    expect((await t.call('adminRequestProjectReports', { SK: sk }, { cookie: cookies.org })).status).toBe(
      401,
    );
  });
});
