import { seoulToday } from '@putt/contract/dates';
import { MIN_PUPILS_FOR_MEAN, resultsWorkbookPath } from '@putt/contract/school-results';
import type { Input } from '@putt/contract/operations';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/back-office.js';
import { renderResultsWorkbook } from './results-workbook.js';
import { loadStudentReportData } from './student/load-report-data.js';
import { loadTeacherReportData } from './teacher/load-teacher-data.js';
import { attempts } from '../db/schema/attempts.js';
import { entryCodes, examinees, projects } from '../db/schema/orders.js';
import { results } from '../db/schema/results.js';
import { middleClass, registeredClasses } from '../testing/classes.js';
import { createOrganisation, login } from '../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { answerAllAndSubmit, enter, examinee } from '../testing/survey.js';
import { seedDemoBanks } from '../instruments/item-banks.js';
import { seedDemoNorms } from '../scoring/norm-tables.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
const cookies = {} as Record<'org' | 'otherOrg' | 'staff', string>;
let order: { SK: string; classes: string[] };

/** The nth pupil's answers: every point of the scale, spread differently for each pupil. */
const answersOf = (n: number) => (i: number) => ((i * 7 + n) % 5) + 1;

/**
 * Opens the class and its pupils take it: `pupils` of them named 학생1… with the same birth date, or
 * these named ones.
 */
async function takeClass(
  sk: string,
  pupils: number | { name: string; dob: string }[],
  hurried: number[] = [],
  cookie = cookies.org,
) {
  await t.call('openOneProject', { SK: sk }, { cookie });
  const [project] = await t.database.db.select().from(projects).where(eq(projects.sk, sk));
  const codes = await t.database.db
    .select({ code: entryCodes.code })
    .from(entryCodes)
    .where(eq(entryCodes.projectSk, sk))
    .orderBy(asc(entryCodes.num));
  const who =
    typeof pupils === 'number'
      ? Array.from({ length: pupils }, (_, n) => ({ name: `학생${n + 1}` }))
      : pupils;
  for (const [n, pupil] of who.entries()) {
    const entry = examinee(project!.surveyKey!, codes[n]!.code, {
      num: n + 1,
      email: `pupil${n}@example.com`,
      ...pupil,
    });
    const { cookie } = await enter(t, entry);
    // a pupil who pressed 3 throughout in no time: held for staff review
    if (hurried.includes(n)) await answerAllAndSubmit(t, project!.surveyKey!, cookie, () => 3, 300);
    else await answerAllAndSubmit(t, project!.surveyKey!, cookie, answersOf(n));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  await createOrganisation(t.database.db, 'resultsa');
  await createOrganisation(t.database.db, 'resultsb');
  await createTestStaff(t.database.db, 'clerk46', 'operator');
  cookies.org = await login(t, 'user1', { orgId: 'resultsa' });
  cookies.otherOrg = await login(t, 'admin1', { orgId: 'resultsb' });
  cookies.staff = await loginStaffCookie(t, 'clerk46');
  await seedDemoBanks(t.database.db);
  await seedDemoNorms(t.database.db);
  order = await registeredClasses(t, cookies, [
    middleClass('2학년 1반', 0, 7),
    middleClass('2학년 2반', 0, 4),
  ]);
  // class 1: six released, one held, one place not taken; class 2: three released, one not taken
  await takeClass(order.classes[0]!, 7, [6]);
  await takeClass(order.classes[1]!, 3);
}, 120_000);
afterAll(() => t.close());

const resultsOf = (input: Input<'getSchoolResults'>, cookie = cookies.org) =>
  t.call('getSchoolResults', input, { cookie });

describe('getSchoolResults', () => {
  it("gives an order's classes side by side: each pupil's place as the result holds it, the states counted, a small class's mean withheld", async () => {
    const answer = await resultsOf({ scope: 'order', SK: order.SK });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { instruments } = answer.body.Item;
    expect(instruments.map((results) => results.instrument)).toEqual(['putt_m']);
    const putt = instruments[0]!;
    expect(putt.classes.map((c) => c.label)).toEqual(['2학년 1반', '2학년 2반']);
    expect(putt.classes[0]!.counts).toEqual({ released: 6, held: 1, retest: 0, answering: 0, notTaken: 0 });
    expect(putt.classes[1]!.counts).toEqual({ released: 3, held: 0, retest: 0, answering: 0, notTaken: 1 });
    expect(putt.pupils).toHaveLength(11);

    // every released pupil's places are their stored result's, group and area
    const stored = await t.database.db
      .select({ projectSk: attempts.projectSk, name: examinees.name, scores: results.scores })
      .from(results)
      .innerJoin(attempts, eq(attempts.id, results.attemptId))
      .innerJoin(examinees, eq(examinees.sk, attempts.examineeSk))
      .where(eq(results.status, 'released'));
    const released = putt.pupils.filter((pupil) => pupil.state === 'released');
    expect(released).toHaveLength(9);
    for (const pupil of released) {
      const own = stored.find((row) => row.projectSk === pupil.projectSk && row.name === pupil.name)!;
      const units = [...own.scores.levels.group, ...own.scores.levels.area];
      expect(pupil.places).toEqual(
        Object.fromEntries(
          units.map((unit) => [unit.id, { t: unit.t, percentile: unit.percentile, band: unit.band }]),
        ),
      );
      expect(pupil.top.length).toBeLessThanOrEqual(2);
    }
    // the held pupil is a state only: no place is read before staff review it
    expect(putt.pupils.find((pupil) => pupil.state === 'held')).toMatchObject({
      name: '학생7',
      places: {},
      top: [],
      lowest: null,
      flags: [],
    });

    const firstArea = putt.groups[0]!.areas[0]!;
    const unitOf = (summary: typeof putt.summary) => summary.find((unit) => unit.id === firstArea)!;
    // six scored: a mean; three scored, fewer than MIN_PUPILS_FOR_MEAN: none
    expect(MIN_PUPILS_FOR_MEAN).toBe(5);
    expect(unitOf(putt.classes[0]!.summary)).toMatchObject({ scored: 6, mean: expect.any(Number) });
    expect(unitOf(putt.classes[1]!.summary)).toMatchObject({ scored: 3, mean: null });
    // the order's summary is over all nine, and its mean is theirs
    const all = unitOf(putt.summary);
    const ts = released.map((pupil) => pupil.places[firstArea]!.t!);
    expect(all.scored).toBe(9);
    expect(all.mean).toBe(Math.round((ts.reduce((a, b) => a + b, 0) / ts.length) * 10) / 10);
    expect(Object.values(all.bands).reduce((a, b) => a + b, 0)).toBe(9);
    expect(putt.norms.length).toBeGreaterThan(0);
  });

  it('gives one class alone, and the whole organisation its every class', async () => {
    const one = (await resultsOf({ scope: 'project', SK: order.classes[1]! })).body.Item.instruments[0]!;
    expect(one.classes).toHaveLength(1);
    expect(one.pupils).toHaveLength(4);
    const school = (await resultsOf({ scope: 'organisation' })).body.Item;
    expect(school.instruments[0]!.classes).toHaveLength(2);
    expect(school.orgName).not.toBe('');
  });

  it("answers another organisation's class or order exactly as a missing one, and its whole-school view holds none of them", async () => {
    for (const scope of [
      { scope: 'order', SK: order.SK },
      { scope: 'project', SK: order.classes[0]! },
    ] as const) {
      const theirs = await resultsOf(scope, cookies.otherOrg);
      const missing = await resultsOf({ ...scope, SK: 'no-such-record' }, cookies.otherOrg);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(missing.body);
    }
    const other = await resultsOf({ scope: 'organisation' }, cookies.otherOrg);
    expect(other.status).toBe(200);
    expect(other.body.Item.instruments).toEqual([]);
  });
});

const workbookOf = (input: Input<'getSchoolResults'>, cookie?: string, lang = 'ko') =>
  t.app.inject({ method: 'GET', url: resultsWorkbookPath(input, lang), headers: cookie ? { cookie } : {} });

async function readBook(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ExcelJS.Buffer);
  return book;
}

/** Every cell of a sheet, as [address, cell]. */
const cellsOf = (sheet: ExcelJS.Worksheet) => {
  const cells: ExcelJS.Cell[] = [];
  sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell)));
  return cells;
};

describe('the results workbook', () => {
  it("holds a summary and a sheet per class with every pupil's T score, percentile and band, no formula, and the download is audited", async () => {
    const answer = (await resultsOf({ scope: 'order', SK: order.SK })).body.Item.instruments[0]!;
    const response = await workbookOf({ scope: 'order', SK: order.SK }, cookies.org);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const book = await readBook(response.rawPayload);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['요약', '2학년 1반', '2학년 2반']);

    const firstArea = answer.groups[0]!.areas[0]!;
    answer.classes.forEach((group, at) => {
      const sheet = book.worksheets[at + 1]!;
      const head = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(head.slice(0, 3)).toEqual(['번호', '이름', '상태']);
      const tColumn = head.indexOf('언어 T점수') + 1;
      expect(tColumn).toBeGreaterThan(3);
      const pupils = answer.pupils.filter((pupil) => pupil.projectSk === group.projectSk);
      expect(sheet.rowCount).toBe(pupils.length + 1);
      pupils.forEach((pupil, row) => {
        const cells = sheet.getRow(row + 2);
        expect(cells.getCell(1).value).toBe(pupil.num);
        expect(cells.getCell(2).value).toBe(pupil.name || null);
        expect(cells.getCell(tColumn).value).toBe(pupil.places[firstArea]?.t ?? null);
        expect(cells.getCell(3).value).toBe(
          { released: '결과 있음', held: '결과 검토 중', notTaken: '미응시' }[pupil.state as string],
        );
      });
    });
    const summary = book.worksheets[0]!;
    const rows = Array.from(summary.getSheetValues(), (row) => (Array.isArray(row) ? row.slice(1) : []));
    const headAt = rows.findIndex((row) => row[0] === '학급');
    const meanColumn = (rows[headAt] as string[]).indexOf('언어 평균 T');
    // class 1's six: a mean; class 2's three: empty, and the rule said in words
    expect(rows[headAt + 1]![meanColumn]).toBe(
      answer.classes[0]!.summary.find((u) => u.id === firstArea)!.mean,
    );
    expect(rows[headAt + 2]![meanColumn] ?? null).toBeNull();
    expect(rows.flat()).toContain('결과가 있는 학생이 5명 미만인 집단은 평균을 표시하지 않습니다.');
    for (const sheet of book.worksheets) {
      for (const cell of cellsOf(sheet)) expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
    }

    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'downloadResultsWorkbook'));
    expect(audited).toMatchObject({
      kind: 'view',
      targetType: 'order',
      targetId: order.SK,
      memberLogin: 'user1',
    });
    expect(audited!.detail).toEqual({ pupils: 11 });
  });

  it('is made in English when asked', async () => {
    const response = await workbookOf({ scope: 'project', SK: order.classes[1]! }, cookies.org, 'en');
    const book = await readBook(response.rawPayload);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', '2학년 2반']);
    expect((book.worksheets[1]!.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['No.', 'Name', 'State']);
  });

  it("refuses a visitor, and another organisation's order as a missing one", async () => {
    const theirs = await workbookOf({ scope: 'order', SK: order.SK }, cookies.otherOrg);
    const missing = await workbookOf({ scope: 'order', SK: 'no-such-record' }, cookies.otherOrg);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
    expect((await workbookOf({ scope: 'order', SK: order.SK })).statusCode).toBe(404);
  });

  it('keeps a label that Excel would read as a formula as text, with an apostrophe before it', async () => {
    const answer = (await resultsOf({ scope: 'order', SK: order.SK })).body.Item;
    const hostile = '=HYPERLINK("http://evil.example","클릭")';
    answer.instruments[0]!.classes[0]!.label = hostile;
    const book = await readBook(await renderResultsWorkbook(answer, 'ko'));
    const labels = cellsOf(book.worksheets[0]!).map((cell) => cell.value);
    expect(labels).toContain(`'${hostile}`);
    expect(labels).not.toContain(hostile);
  });
});

describe('year on year', () => {
  it("shows a pupil's latest released result of an earlier order of the school beside the new one, matched by name and birth date, never another school's, a held one or a namesake born on another day", async () => {
    const dob = examinee('', '').dob;
    // another school tested 다른학생 first: theirs, not ours
    const theirs = await registeredClasses(t, { org: cookies.otherOrg, staff: cookies.staff }, [
      middleClass('1반', 0, 1),
    ]);
    await takeClass(theirs.classes[0]!, [{ name: '다른학생', dob }], [], cookies.otherOrg);
    const later = await registeredClasses(t, cookies, [middleClass('3학년 1반', 0, 5)]);
    await takeClass(later.classes[0]!, [
      { name: '학생1', dob },
      { name: '학생2', dob: '20110306' },
      { name: '학생3', dob },
      { name: '학생7', dob },
      { name: '다른학생', dob },
    ]);
    const putt = (await resultsOf({ scope: 'order', SK: later.SK })).body.Item.instruments[0]!;
    const earlierOf = (name: string) => putt.pupils.find((pupil) => pupil.name === name)!.earlier;

    const stored = await t.database.db
      .select({
        projectSk: attempts.projectSk,
        name: examinees.name,
        takenAt: attempts.submittedAt,
        scores: results.scores,
      })
      .from(results)
      .innerJoin(attempts, eq(attempts.id, results.attemptId))
      .innerJoin(examinees, eq(examinees.sk, attempts.examineeSk))
      .where(eq(results.status, 'released'));
    const firstOrder = (name: string, projectSk: string) =>
      stored.find((row) => row.name === name && row.projectSk === projectSk)!;
    const placesOf = (row: (typeof stored)[number]) =>
      Object.fromEntries(
        [...row.scores.levels.group, ...row.scores.levels.area].map((unit) => [
          unit.id,
          { t: unit.t, percentile: unit.percentile, band: unit.band },
        ]),
      );
    // 학생1 took it in both classes of the first order: the later class's is the one shown
    const before = firstOrder('학생1', order.classes[1]!);
    expect(earlierOf('학생1')).toEqual({
      takenAt: before.takenAt!.getTime(),
      instrument: 'putt_m',
      norm: putt.norms[0],
      places: placesOf(before),
    });
    expect(earlierOf('학생3')!.places).toEqual(placesOf(firstOrder('학생3', order.classes[1]!)));
    // born on another day; held for review in the first order; tested by the other school only
    expect(earlierOf('학생2')).toBeNull();
    expect(earlierOf('학생7')).toBeNull();
    expect(earlierOf('다른학생')).toBeNull();
    // the student report of 학생1's new result reads the same earlier result; 학생2's none
    const reportOf = async (name: string) => {
      const [row] = await t.database.db
        .select({ id: results.id })
        .from(results)
        .innerJoin(attempts, eq(attempts.id, results.attemptId))
        .innerJoin(examinees, eq(examinees.sk, attempts.examineeSk))
        .where(and(eq(examinees.name, name), eq(attempts.projectSk, later.classes[0]!)));
      return (await loadStudentReportData(t.database.db, row!.id, 'ko')).data;
    };
    expect((await reportOf('학생1')).earlier).toEqual({
      takenOn: seoulToday(before.takenAt!),
      norm: putt.norms[0],
      scores: before.scores,
    });
    expect((await reportOf('학생2')).earlier ?? null).toBeNull();
    // and the class's teacher report, for each of its pupils
    const teacher = (await loadTeacherReportData(t.database.db, later.classes[0]!, 'ko')).data;
    const inClass = (name: string) => teacher.students.find((student) => student.name === name)!.earlier;
    expect(inClass('학생1')).toEqual((await reportOf('학생1')).earlier);
    expect(inClass('학생3')!.scores).toEqual(firstOrder('학생3', order.classes[1]!).scores);
    expect([inClass('학생2'), inClass('학생7'), inClass('다른학생')]).toEqual([null, null, null]);
    // the first order's pupils had nothing before, and two classes of one order are not each other's past
    const first = (await resultsOf({ scope: 'order', SK: order.SK })).body.Item.instruments[0]!;
    expect(first.pupils.every((pupil) => pupil.earlier === null)).toBe(true);
  }, 120_000);
});
